import { describe, expect, it } from 'vitest';
import { ProfileSchema } from './profile-page';

describe('ProfileSchema', () => {
  it('accepts an empty phone number', () => {
    expect(ProfileSchema.safeParse({ name: 'Ada', email: 'ada@example.com', phone: '' }).success).toBe(true);
  });

  it('names the field that is wrong', () => {
    const result = ProfileSchema.safeParse({ name: ' ', email: 'ada', phone: '12' });
    expect(result.error.issues.map((issue) => issue.path[0]).sort()).toEqual(['email', 'name', 'phone']);
  });
});
