import { act, screen, waitFor, within } from '@testing-library/react';
import { loadAreas, switchLanguage } from '../../src/i18n';
import { DOUBLE_TAP_MS } from '../../src/ui/money/useSendGuard';
import { cachedMe, loadMe, renderRoute, setupUser } from '../render';
import { signInDemo } from './detailsFixtures';
import { promotionRow, serveTasks, taskRow } from './taskFixtures';

const PATH = '/pages/task/index';

const card = (title: string) => screen.getByRole('article', { name: title });

const EVERY_STATE = [
  taskRow({ id: 1, title: 'Daily to do' }),
  taskRow({ id: 3, title: 'Daily in review', status: 2, log_id: 11, images: ['data:image/png;base64,AA'] }),
  taskRow({ id: 4, title: 'Daily completed', status: 3, log_id: 12, reward: 50 }),
  taskRow({
    id: 5,
    title: 'Daily rejected',
    status: 4,
    log_id: 13,
    sub_refusal: 'The screenshot is blurred',
  }),
  taskRow({ id: 6, title: 'Daily collected', status: 6, log_id: 14 }),
  promotionRow({ id: 7, title: 'Promo visiting', status: 1, log_id: 15 }),
  promotionRow({ id: 8, title: 'Promo no reward', status: 5, log_id: 16 }),
];

// The page's chunk, loaded up front: a slow first import must not eat a test's waiting time.
beforeAll(async () => {
  await import('../../src/features/tasks/Tasks');
});

describe('task list', () => {
  it('lists the daily tasks 20 a page with their reward and state, and the promotion tasks on their tab', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const server = serveTasks(EVERY_STATE, grant.userInfo.uid);
    const { router } = renderRoute(PATH);

    expect(await screen.findByRole('article', { name: 'Daily to do' })).toBeInTheDocument();
    expect(server.calls.list[0]).toMatchObject({ type: 'daily', pageIndex: '1', pageSize: '20' });
    // The page opens with the tasks; the rules are one tap away.
    expect(screen.queryByText(/repeated abuse/)).toBeNull();

    expect(within(card('Daily to do')).getByText('To do')).toBeInTheDocument();
    expect(within(card('Daily to do')).getByText('50 points')).toBeInTheDocument();
    expect(within(card('Daily to do')).getByRole('link', { name: 'Do task' })).toHaveAttribute(
      'href',
      '/pages/task/DoTasks?id=1',
    );
    expect(within(card('Daily in review')).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(card('Daily completed')).getByText('Completed')).toBeInTheDocument();
    expect(within(card('Daily completed')).getByRole('button', { name: 'Collect' })).toBeInTheDocument();
    const rejected = card('Daily rejected');
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Reason: The screenshot is blurred')).toBeInTheDocument();
    expect(within(rejected).getByRole('link', { name: 'Submit again' })).toBeInTheDocument();
    expect(within(card('Daily collected')).getByText('Collected')).toBeInTheDocument();
    expect(within(card('Daily collected')).queryByRole('button', { name: 'Collect' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Promo visiting' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Promotion' }));
    expect(await screen.findByRole('article', { name: 'Promo visiting' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=promotion'));
    expect(within(card('Promo visiting')).getByText('Visiting')).toBeInTheDocument();
    // Balance rewards have cents and name the asset.
    expect(within(card('Promo visiting')).getByText('CN¥1.50')).toBeInTheDocument();
    const noReward = card('Promo no reward');
    expect(within(noReward).getByText('No reward')).toBeInTheDocument();
    expect(within(noReward).getByRole('link', { name: 'Start again' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Daily to do' })).toBeNull();
  });

  it('keeps the rules one tap away in the header', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    serveTasks(EVERY_STATE, grant.userInfo.uid);
    renderRoute(PATH);
    await screen.findByRole('article', { name: 'Daily to do' });
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    const rules = await screen.findByRole('dialog', { name: 'Task rules' });
    expect(
      within(rules).getByText(/Fake proof, scripts or several accounts earn no reward/),
    ).toBeInTheDocument();
    await user.click(within(rules).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Task rules' })).toBeNull());
  });

  it('collects a reward once for a double tap: the points change at once and the task reads collected', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const server = serveTasks(
      [taskRow({ id: 4, title: 'Daily completed', status: 3, log_id: 12 })],
      grant.userInfo.uid,
    );
    renderRoute(PATH);
    const collect = await screen.findByRole('button', { name: 'Collect' });
    await loadMe();
    const before = cachedMe().integral;

    await user.dblClick(collect);
    await waitFor(() => expect(cachedMe().integral).toBe(before + 50));
    expect(await within(card('Daily completed')).findByText('Collected')).toBeInTheDocument();
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, DOUBLE_TAP_MS)));
    expect(server.calls.receiving).toEqual([{ log_id: 12 }]);
  });

  it('says when there are no tasks', async () => {
    const grant = await signInDemo();
    serveTasks([], grant.userInfo.uid);
    renderRoute(PATH);
    expect(await screen.findByText('No tasks here yet')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that reads the list again', async () => {
    const user = setupUser();
    const grant = await signInDemo();
    const server = serveTasks([taskRow({ title: 'Daily to do' })], grant.userInfo.uid);
    server.failList('Service busy');
    renderRoute(PATH);
    const error = await screen.findByTestId('error-state');
    expect(within(error).getByText('Service busy')).toBeInTheDocument();
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Daily to do' })).toBeInTheDocument();
  });
});

describe('task list against the fake backend', () => {
  it('shows the tasks in the reader’s language, the markup one further down and as text', async () => {
    await switchLanguage('ru_ru');
    await loadAreas(['task']);
    await signInDemo();
    renderRoute(PATH);
    const first = await screen.findByRole('article', {
      name: 'Подпишитесь на QC Mall в TikTok и загрузите скриншот',
    });
    expect(within(first).getByRole('link', { name: 'Выполнить задание' })).toBeInTheDocument();
    const titles = screen.getAllByRole('article').map((article) => article.getAttribute('aria-label') ?? '');
    expect(titles.slice(0, 5)).toEqual([
      'Подпишитесь на QC Mall в TikTok и загрузите скриншот',
      'Поделитесь товаром с другом',
      'Снимите 30-секундное видео распаковки',
      'Оставьте отзыв о последнем заказе',
      'Отмечайтесь три дня подряд',
    ]);
    // The markup task is the last daily one, its title text in Russian, nothing of it run as HTML.
    expect(titles.at(-1)).toBe('<img src=x onerror=alert(1)> Пригласите друга в QC Mall');
    expect(screen.getByText('<img src=x onerror=alert(1)> Пригласите друга в QC Mall')).toBeInTheDocument();
    expect(document.querySelector('.task-list img[onerror]')).toBeNull();
  });
});
