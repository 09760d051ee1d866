import { render } from '@testing-library/react';
import { SafeHtml } from '../../src/ui/display/SafeHtml';

const HOSTILE = `<p>Terms</p><img src=x onerror="window.__qcHostile = 1"><script>window.__qcHostile = 2</script>`;

// jsdom has no Trusted Types: DOMPurify is built here against a fake factory, as a browser with them would.
const fake = vi.hoisted(() => {
  /** What a TrustedHTML is to the page: an object only a policy makes, read back as its text. */
  class TrustedHtml {
    constructor(readonly html: string) {}
    toString() {
      return this.html;
    }
  }
  const policies: string[] = [];
  const trustedTypes = {
    createPolicy: (name: string, rules: { createHTML: (html: string) => string }) => {
      policies.push(name);
      return { ...rules, createHTML: (html: string) => new TrustedHtml(rules.createHTML(html)) };
    },
  };
  return { TrustedHtml, policies, trustedTypes };
});

vi.mock('dompurify', async (importOriginal) => {
  const { default: purify } = await importOriginal<typeof import('dompurify')>();
  Object.assign(window, { trustedTypes: fake.trustedTypes });
  try {
    return { default: purify(window) };
  } finally {
    Reflect.deleteProperty(window, 'trustedTypes');
  }
});

describe('SafeHtml', () => {
  it('drops inline handlers and scripts', () => {
    const { container } = render(<SafeHtml html={HOSTILE} className="doc" />);
    const box = container.querySelector('.doc')!;
    expect(box.querySelector('p')).toHaveTextContent('Terms');
    expect(box.querySelector('img')).not.toHaveAttribute('onerror');
    expect(box.querySelector('script')).toBeNull();
  });

  it("hands the page DOMPurify's TrustedHTML itself, never a string of HTML", () => {
    const assigned: unknown[] = [];
    const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    const spy = vi.spyOn(Element.prototype, 'innerHTML', 'set').mockImplementation(function (
      this: Element,
      value,
    ) {
      assigned.push(value);
      innerHtml.set!.call(this, value);
    });
    try {
      const { container } = render(<SafeHtml html={HOSTILE} className="doc" />);
      expect(fake.policies).toEqual(['dompurify']);
      const box = container.querySelector('.doc')!;
      expect(assigned).toContainEqual(new fake.TrustedHtml(box.innerHTML));
      expect(assigned.filter((value) => typeof value === 'string' && value.includes('Terms'))).toEqual([]);
      expect(box.querySelector('img')).not.toHaveAttribute('onerror');
    } finally {
      spy.mockRestore();
    }
  });
});
