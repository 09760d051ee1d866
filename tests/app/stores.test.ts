import { GUEST, isLoggedIn, useSession } from '../../src/stores/session';
import { initialLanguage, useSettings } from '../../src/stores/settings';
import { readStored } from '../../src/lib/storage';

describe('session store', () => {
  it('is logged in exactly when uid is not 0, and logout clears user info and token', () => {
    expect(isLoggedIn(GUEST)).toBe(false);
    useSession.getState().signIn('abc', { ...GUEST, uid: 7 });
    expect(isLoggedIn(useSession.getState().userInfo)).toBe(true);
    expect(readStored('token')).toBe('abc');
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({ token: '', userInfo: GUEST });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
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

  it('remembers the language and persists base settings', () => {
    useSettings.getState().setLang('ru_ru');
    expect(readStored('lang')).toBe('ru_ru');
    useSettings.getState().update({ inviteCode: 'QC2026' });
    expect(readStored<{ inviteCode: string }>('settings')?.inviteCode).toBe('QC2026');
    expect(useSettings.getState().lang).toEqual({ value: 'ru_ru', label: 'RUSSIAN' });
  });
});
