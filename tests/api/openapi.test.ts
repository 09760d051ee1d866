import fs from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { GenericSchema } from 'valibot';
import type { Endpoint } from '../../src/api/endpoints';
import { API_FUNCTIONS } from '../../contract/apiFunctions';
import { endpointTable, openApiDocument, type Described } from '../../contract/openapi';
import { componentNames } from '../../contract/openapiNames';
import { callSites, type CallSite } from '../../contract/openapiRequests';

/** What each API function handed the client: its endpoint and the schema of the answer it reads. */
const made: { endpoint: Endpoint; answer?: GenericSchema }[] = [];
class Recorded extends Error {}

vi.mock('../../src/api/client', async (importOriginal) => {
  const client = await importOriginal<typeof import('../../src/api/client')>();
  return {
    ...client,
    call: (endpoint: Endpoint, _payload: unknown, options?: { answer?: GenericSchema }) => {
      made.push({ endpoint, answer: options?.answer });
      return Promise.reject(new Recorded());
    },
  };
});

const FILE = 'docs/openapi.json';

/** src/api's modules, whose exported schemas name the components (the glob is Vite's, so it is made here). */
const apiModules = import.meta.glob<Record<string, unknown>>(['../../src/api/**/*.ts', '!**/*.test.ts'], {
  eager: true,
});

/** Each endpoint with what its API function sends and the schema it checks the answer against, by calling it. */
async function describeAll(sites: Map<string, CallSite[]>): Promise<Described[]> {
  const answers = new Map<Endpoint, GenericSchema[]>();
  for (const [endpoint, run, ...args] of API_FUNCTIONS) {
    made.length = 0;
    await expect((run as (...a: unknown[]) => Promise<unknown>)(...args)).rejects.toBeInstanceOf(Recorded);
    expect(made.map((each) => each.endpoint)).toEqual([endpoint]);
    const answer = made[0]?.answer;
    if (!answer) throw new Error(`${endpoint.method} ${endpoint.path} is called without an answer schema`);
    answers.set(endpoint, [...(answers.get(endpoint) ?? []), answer]);
  }
  return endpointTable().map(({ group, name, endpoint }) => {
    const sent = endpoint.upload ? [] : (sites.get(`${group}.${name}`) ?? []).flatMap((site) => site.sent);
    const unique = [...new Map(sent.map((each) => [JSON.stringify(each), each])).values()];
    return { group, name, endpoint, answers: answers.get(endpoint) ?? [], sent: unique };
  });
}

describe('docs/openapi.json', () => {
  let sites: Map<string, CallSite[]>;
  let described: Described[];
  beforeAll(async () => {
    sites = callSites();
    described = await describeAll(sites);
  }, 60_000);

  it('names every call of the endpoint table with the schema the app checks its answer against', () => {
    expect(described).toHaveLength(168);
    const undescribed = described
      .filter((each) => each.answers.length === 0)
      .map((each) => each.endpoint.path);
    expect(undescribed).toEqual([]);
  });

  it('finds where src/api makes every call, so its request is read off the payload there', () => {
    const uncalled = endpointTable()
      .filter(({ group, name }) => !sites.has(`${group}.${name}`))
      .map(({ endpoint }) => endpoint.path);
    expect(uncalled).toEqual([]);
  });

  it('is up to date (npm run openapi writes it)', async () => {
    const openApi = openApiDocument(described, componentNames(apiModules, described, sites));
    const text = `${JSON.stringify(openApi, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') fs.writeFileSync(FILE, text);
    const check = await new Validator().validate(JSON.parse(text) as Record<string, unknown>);
    expect(check.errors ?? [], 'a valid OpenAPI 3.1 document').toEqual([]);
    expect(
      fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '',
      `${FILE} is stale: run npm run openapi`,
    ).toBe(text);
  });
});
