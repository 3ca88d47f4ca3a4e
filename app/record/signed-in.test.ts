import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptServerMark, isSignedIn, markSignedIn, markSignedOut, signedInSince } from './signed-in';

const clearCookie = () => {
  document.cookie = 'quiz-dojo-account=; Max-Age=0; Path=/';
};

describe("the server's mark beside the session cookie", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    clearCookie();
  });

  it('signs a browser in again whose localStorage was erased while its session lives on', () => {
    document.cookie = 'quiz-dojo-account=1; Path=/';
    expect(isSignedIn()).toBe(false);
    adoptServerMark();
    expect(isSignedIn()).toBe(true);
  });

  it("reads the mark whatever its value: the session's end, as the server sets it now", () => {
    document.cookie = 'quiz-dojo-account=1766742000; Path=/';
    adoptServerMark();
    expect(isSignedIn()).toBe(true);
  });

  it('does nothing without the mark, and keeps an existing sign-in as it is', () => {
    adoptServerMark();
    expect(isSignedIn()).toBe(false);
    markSignedIn(1_764_150_000_000);
    document.cookie = 'quiz-dojo-account=1; Path=/';
    adoptServerMark();
    expect(signedInSince()).toBe(1_764_150_000_000);
  });

  it('is forgotten on sign-out, so the next page does not take the browser as signed in', () => {
    document.cookie = 'quiz-dojo-account=1; Path=/';
    adoptServerMark();
    markSignedOut();
    expect(document.cookie).not.toContain('quiz-dojo-account');
    adoptServerMark();
    expect(isSignedIn()).toBe(false);
  });

  it('over https is only the __Host- one: a plain mark, which any http page or sibling site can plant, is ignored', () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    document.cookie = 'quiz-dojo-account=1; Path=/';
    adoptServerMark();
    expect(isSignedIn()).toBe(false);
  });
});
