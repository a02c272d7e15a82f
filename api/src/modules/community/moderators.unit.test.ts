import { ConfigError, loadConfig } from '../../config.js';
import { CommunityRoles } from './roles.js';

describe('MODERATOR_USER_IDS and the community roles', () => {
  it('has no moderators by default', () => {
    expect(loadConfig({}).community.moderatorUserIds).toEqual([]);
    expect(loadConfig({ MODERATOR_USER_IDS: '  ' }).community.moderatorUserIds).toEqual([]);
  });

  it('reads comma-separated ids, spaces and repeats allowed', () => {
    expect(loadConfig({ MODERATOR_USER_IDS: '3, 42,3' }).community.moderatorUserIds).toEqual([3, 42]);
  });

  it('stops the server on anything that is not a list of ids', () => {
    expect(() => loadConfig({ MODERATOR_USER_IDS: 'admin@example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ MODERATOR_USER_IDS: '1;2' })).toThrow(/MODERATOR_USER_IDS: must be user ids separated by commas/);
  });

  it('lets the author and the moderators delete, nobody else, and never a guest', () => {
    const roles = new CommunityRoles([9], 4);
    expect(roles.mayDelete(5, 5)).toBe(true);
    expect(roles.mayDelete(9, 5)).toBe(true);
    expect(roles.mayDelete(6, 5)).toBe(false);
    expect(roles.mayDelete(null, 5)).toBe(false);
    // Feedback of a deleted account has no author: only moderators may hide it.
    expect(roles.mayDelete(6, null)).toBe(false);
    expect(roles.mayDelete(9, null)).toBe(true);
    expect(roles.isVerified(4)).toBe(true);
    expect(roles.isVerified(5)).toBe(false);
    expect(new CommunityRoles([], null).isVerified(4)).toBe(false);
  });
});
