import { act, screen, waitFor, within } from '@testing-library/react';
import * as endpoints from '../../src/api/endpoints';
import type { CurrentTask } from '../../src/api/tasks/task';
import { renderRoute, setupUser } from '../render';
import { countRequests, signInDemo } from './detailsFixtures';
import { serveTasks, taskRow } from './taskFixtures';

// The hall's chunk, loaded up front: a slow first import must not eat a test's waiting time.
beforeAll(async () => {
  await import('../../src/features/store/home/Home');
});

const current = (over: Partial<CurrentTask> = {}): CurrentTask => ({
  id: 1,
  describe: 'Post a video about QC Mall',
  describeImg: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
  is_complete: 0,
  logId: 7,
  sub_refusal: '',
  status: 2,
  ...over,
});

const card = () => screen.findByRole('region', { name: 'Current task' });

describe('the current task on the home page', () => {
  it('shows the task with its picture and where it stands, in the task list’s words, and leads to it', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    serveTasks([taskRow({ status: 2, log_id: 7 })], grant.userInfo.uid, current());
    const { router } = renderRoute('/');
    const shown = await card();
    expect(within(shown).getByText('Post a video about QC Mall')).toBeInTheDocument();
    expect(within(shown).getByText('Waiting for review')).toBeInTheDocument();
    expect(shown.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/gif/));
    await user.click(within(shown).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/task/DoTasks'));
    expect(router.state.location.search).toBe('?id=1');
  });

  it.each([
    [{ logId: 0, status: 0 as const }, 'To do'],
    [{ status: 1 as const }, 'Visiting'],
    [{ status: 5 as const }, 'No reward'],
    [{ is_complete: 1 as const, status: 3 as const }, 'Completed: collect your reward'],
    [{ sub_refusal: 'The screenshot is blurred', status: 4 as const }, 'Rejected: The screenshot is blurred'],
  ])('reads where the task stands (%o)', async (over, text) => {
    const grant = await signInDemo();
    serveTasks([taskRow()], grant.userInfo.uid, current(over));
    renderRoute('/');
    expect(within(await card()).getByText(text)).toBeInTheDocument();
  });

  it('says of the demo’s seeded task what the task list says of it', async () => {
    // The fake backend's own data: the TikTok task is the demo's current task, not started yet.
    await signInDemo();
    const describe = 'Follow QC Mall on TikTok and upload a screenshot';
    const home = renderRoute('/');
    const shown = await card();
    expect(within(shown).getByText(describe)).toBeInTheDocument();
    expect(within(shown).getByText('To do')).toBeInTheDocument();
    home.unmount();
    renderRoute('/pages/task/index');
    const listed = await screen.findByRole('article', { name: describe });
    expect(within(listed).getByText('To do')).toBeInTheDocument();
  });

  it('dismisses it at once with Base/clearTask', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const tasks = serveTasks([taskRow()], grant.userInfo.uid, current());
    renderRoute('/');
    await user.click(within(await card()).getByRole('button', { name: 'Dismiss current task' }));
    expect(screen.queryByRole('region', { name: 'Current task' })).toBeNull();
    await waitFor(() => expect(tasks.calls.clearTask).toHaveLength(1));
    // Read again, the profile has no current task either.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', { name: 'Current task' })).toBeNull();
  });

  it('shows nothing to a guest or to a user without a current task', async () => {
    const { unmount } = renderRoute('/');
    await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(screen.queryByRole('region', { name: 'Current task' })).toBeNull();
    unmount();
    const grant = await signInDemo();
    serveTasks([], grant.userInfo.uid, null);
    const profiles = countRequests(endpoints.Profile.GetMyProfile.path);
    renderRoute('/');
    await screen.findByRole('navigation', { name: 'Shortcuts' });
    await waitFor(() => expect(profiles.count).toBe(1));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
    profiles.stop();
    expect(screen.queryByRole('region', { name: 'Current task' })).toBeNull();
  });
});
