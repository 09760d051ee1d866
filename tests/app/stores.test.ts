import { isLoggedIn, useSession } from '../../src/stores/session';
import { initialLanguage, useSettings } from '../../src/stores/settings';
import { readStored, writeStored } from '../../src/lib/storage';

describe('session store', () => {
  it('is logged in exactly when uid is not 0, and logout clears the token and the uid', () => {
    expect(isLoggedIn()).toBe(false);
    useSession.getState().signIn('abc', 7);
    expect(isLoggedIn()).toBe(true);
    expect(readStored('token')).toBe('abc');
    expect(readStored('uid')).toBe(7);
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({ token: '', uid: 0 });
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('uid')).toBeNull();
  });

  it('starts from the stored session, taking the uid from a copy of the user an earlier version kept', async () => {
    writeStored('token', 'abc');
    writeStored('userInfo', { uid: 7, nickName: 'x', balance: 100 });
    vi.resetModules();
    const { useSession: started } = await import('../../src/stores/session');
    expect(started.getState()).toMatchObject({ token: 'abc', uid: 7 });
    expect(started.getState()).not.toHaveProperty('userInfo');
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(readStored('uid')).toBe(7);
  });

  it('drops a stored token that belongs to no uid', async () => {
    writeStored('token', 'abc');
    vi.resetModules();
    const { useSession: started } = await import('../../src/stores/session');
    expect(started.getState()).toMatchObject({ token: '', uid: 0 });
  });
});

describe('settings store', () => {
  const setBrowserLanguages = (languages: string[]) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
  };

  it('uses a stored language first', () => {
    localStorage.setItem('lang', JSON.stringify({ v: 'ko_kr', e: Date.now() + 1000 }));
    setBrowserLanguages(['ja-JP']);
    expect(initialLanguage().value).toBe('ko_kr');
  });

  it('detects a matching browser language on first start and saves it', () => {
    setBrowserLanguages(['pt-BR', 'en']);
    expect(initialLanguage().value).toBe('pt_br');
    expect(readStored('lang')).toBe('pt_br');
  });

  it('falls back to English without saving when nothing matches', () => {
    setBrowserLanguages(['de-DE', 'zh-TW']);
    expect(initialLanguage()).toMatchObject({ value: 'en_us', label: 'ENGLISH' });
    expect(readStored('lang')).toBeUndefined();
  });

  it('remembers the language and persists the client settings, nothing of the server', () => {
    useSettings.getState().setLang('ru_ru');
    expect(readStored('lang')).toBe('ru_ru');
    useSettings.getState().update({ inviteCode: 'QC2026' });
    expect(readStored('settings')).toEqual({ inviteCode: 'QC2026', channel: 'h5', privacyAccepted: false });
    expect(useSettings.getState().lang).toEqual({ value: 'ru_ru', label: 'RUSSIAN' });
  });

  it('ignores copies of server settings an earlier version stored', async () => {
    writeStored('settings', {
      inviteCode: 'QC2026',
      privacyAccepted: true,
      rechargeOptions: [10],
      tracker: 'x',
    });
    vi.resetModules();
    const { useSettings: started } = await import('../../src/stores/settings');
    expect(started.getState()).toMatchObject({ inviteCode: 'QC2026', privacyAccepted: true, channel: 'h5' });
    expect(started.getState()).not.toHaveProperty('rechargeOptions');
    expect(started.getState()).not.toHaveProperty('tracker');
  });
});
