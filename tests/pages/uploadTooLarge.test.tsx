import { screen, waitFor } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import { BODY_LIMITS } from '../../src/mocks/http/limits';
import { cachedMe, renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';

const P = endpoints.Profile;

describe('an upload over the fake backend’s limit', () => {
  it('shows the refusal’s message and keeps the avatar', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const saves = countRequests(P.ModifyProfile.path);
    renderRoute('/pages/my/info');
    // A GIF is sent as it is (a canvas would freeze it), so a large one reaches the server whole.
    const huge = new File([new Uint8Array(BODY_LIMITS.upload + 1)], 'huge.gif', { type: 'image/gif' });
    await user.upload(await screen.findByLabelText('Choose a new avatar'), huge);

    expect(await screen.findByText('Too large to send: at most 21 MB at a time')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(saves.count).toBe(0);
    expect(cachedMe().avatar).toBe(grant.userInfo.avatar);
  });
});
