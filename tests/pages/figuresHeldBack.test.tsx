import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { Profile } from '../../src/api/endpoints';
import { server } from '../../src/mocks/node';
import { renderRoute } from '../render';
import { signInDemo } from './myMoneyFixtures';

/**
 * Issue 33: a balance that is not known yet is a grey stand-in announced as loading, never a 0 that is not
 * the figure. The screens that show the user's balances outside a page that waits for the profile are
 * rendered with the profile held back.
 */
function holdProfile() {
  server.use(http.get(`*${Profile.GetMyProfile.path}`, () => delay('infinite')));
}

/** The figure a term heads. */
async function figureNamed(name: string) {
  return (await screen.findByText(name)).nextElementSibling as HTMLElement;
}

const expectPending = (figure: HTMLElement) => {
  expect(within(figure).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  expect(figure).not.toHaveTextContent(/\d/);
};

describe('balances not loaded yet', () => {
  beforeEach(async () => {
    await signInDemo();
    holdProfile();
  });

  it('check-in: my points is a stand-in, not 0', async () => {
    renderRoute('/pages/my/signIn');
    expectPending(await figureNamed('My points'));
  });

  it("Me: the card's four figures are stand-ins, not zeros", async () => {
    renderRoute('/pages/my/index');
    const card = (await screen.findByText(/^UID /)).closest('section') as HTMLElement;
    const figures = await within(card).findByRole('status', { name: 'Loading' });
    expect(figures.querySelectorAll('li')).toHaveLength(4);
    expect(figures).not.toHaveTextContent(/\d/);
  });
});
