import { describe, expect, it } from 'vitest';
import { ID, loginPath, paths, withQuery } from '../paths';
import { parseId } from '../route-params';

describe('paths', () => {
  it('gives a record path as a link and, with ID, as its route pattern', () => {
    expect(paths.project(7)).toBe('/projects/7');
    expect(paths.project(ID)).toBe('/projects/:id');
    expect(paths.editProject(7)).toBe('/settings/projects/7/edit');
    expect(paths.editWebhook(ID)).toBe('/settings/webhooks/:id/edit');
    expect(paths.home).toBe('/overview');
  });

  it('builds filtered list links with encoded values, leaving undefined out', () => {
    expect(withQuery(paths.runs, { project: 7 })).toBe('/runs?project=7');
    expect(withQuery(paths.licenses, { search: 'GPL-2.0+ & more' })).toBe('/licenses?search=GPL-2.0%2B%20%26%20more');
    expect(withQuery(paths.containerImages, { artifact_repository: undefined })).toBe('/container-images');
  });

  it('sends to the login page with where to come back, unless that is the index', () => {
    expect(loginPath('/licenses?page=2')).toBe(`/login?next=${encodeURIComponent('/licenses?page=2')}`);
    expect(loginPath('/')).toBe('/login');
    expect(loginPath()).toBe('/login');
  });
});

describe('parseId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseId('12')).toBe(12);
    for (const value of ['', '0', '-1', '1.5', 'abc', '12abc', '99999999999999999999', null, undefined]) {
      expect(parseId(value)).toBeUndefined();
    }
  });
});
