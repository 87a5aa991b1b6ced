import { describe, expect, it } from 'vitest';
import { can, CAPABILITIES, mayChangePost, mayReadPost, ownPostsOnly, POST_MESSAGES, postRefusal, ROLES, type Role } from './roles';

const member = (role: Role) => ({ id: 'me', role });
const mine = { authorId: 'me', published: false };
const minePublished = { authorId: 'me', published: true };
const theirs = { authorId: 'someone', published: false };

describe('roles', () => {
  it('give each role all that the one before it has', () => {
    for (const capability of CAPABILITIES) {
      const allowed = ROLES.map((role) => can(role, capability));
      // Once a role has it, every higher role has it too.
      expect(allowed.slice(allowed.indexOf(true)).every(Boolean), capability).toBe(true);
    }
    expect(ROLES.filter((r) => can(r, 'posts.publish'))).toEqual(['author', 'editor', 'administrator']);
    expect(ROLES.filter((r) => can(r, 'newsletter.send'))).toEqual(['editor', 'administrator']);
    expect(ROLES.filter((r) => can(r, 'people.manage'))).toEqual(['administrator']);
  });

  it('let a Contributor write their own drafts, never publish or change a published post', () => {
    expect(postRefusal(member('contributor'), null)).toBeNull();
    expect(postRefusal(member('contributor'), mine)).toBeNull();
    expect(postRefusal(member('contributor'), null, true)).toBe(POST_MESSAGES.publish);
    expect(postRefusal(member('contributor'), mine, true)).toBe(POST_MESSAGES.publish);
    expect(postRefusal(member('contributor'), minePublished)).toBe(POST_MESSAGES.published);
    expect(postRefusal(member('contributor'), theirs)).toBe(POST_MESSAGES.othersPost);
    expect(mayChangePost(member('contributor'), minePublished)).toBe(false);
  });

  it('let an Author publish their own posts only, and an Editor everyone’s', () => {
    expect(postRefusal(member('author'), minePublished, true)).toBeNull();
    expect(postRefusal(member('author'), theirs, true)).toBe(POST_MESSAGES.othersPost);
    expect(mayReadPost(member('author'), theirs)).toBe(false);
    expect(postRefusal(member('editor'), theirs, true)).toBeNull();
    expect(mayReadPost(member('editor'), theirs)).toBe(true);
    expect(ownPostsOnly(member('author'))).toBe('me');
    expect(ownPostsOnly(member('editor'))).toBeUndefined();
  });
});
