/**
 * The team's roles and what each may do (docs/decisions/076-roles.md), in one table that the API's
 * guard, the admin's pages and the tests all read. An endpoint names the capability it needs
 * (`access: 'posts.publish'`); the admin offers only what `can` allows.
 */

/** From least to most: each role may do all that the one before it may. */
export const ROLES = ['contributor', 'author', 'editor', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  contributor: 'Contributor',
  author: 'Author',
  editor: 'Editor',
  administrator: 'Administrator',
};

/** What each role is for, in the words the Authors page shows beside the choice. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  contributor: 'Writes drafts; cannot publish.',
  author: 'Publishes and edits their own posts.',
  editor: 'All posts and newsletter sends.',
  administrator: 'Everything: people, subscribers and their export, settings.',
};

/** The least role each capability needs. */
const LEAST_ROLE = {
  /** The admin itself and one's own account there. */
  'admin.enter': 'contributor',
  /** Write drafts, preview them, edit and delete one's own while unpublished. */
  'posts.write': 'contributor',
  /** Upload images for a post. */
  'media.upload': 'contributor',
  /** Publish or schedule one's own posts, and change them once published. */
  'posts.publish': 'author',
  /** Read, edit, publish and delete everyone's posts (and so their tags). */
  'posts.others': 'editor',
  /** Send a post as a newsletter (a test copy too), and see its send. */
  'newsletter.send': 'editor',
  /** Invite people, change their roles, suspend and remove them, cancel invitations. */
  'people.manage': 'administrator',
  /** The subscriber list, its CSV export and removals. */
  'subscribers.manage': 'administrator',
  /** The site's settings. */
  'settings.manage': 'administrator',
} as const satisfies Record<string, Role>;

export type Capability = keyof typeof LEAST_ROLE;
export const CAPABILITIES = Object.keys(LEAST_ROLE) as Capability[];

export function can(role: Role, capability: Capability): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(LEAST_ROLE[capability]);
}

/** The roles that may do something, in order ("an Editor or an Administrator"). */
function rolesThatCan(capability: Capability): string {
  const labels = ROLES.filter((r) => can(r, capability)).map((r) => `${article(ROLE_LABELS[r])} ${ROLE_LABELS[r]}`);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)!}` : labels[0]!;
}

const article = (word: string) => (/^[AEIOU]/.test(word) ? 'an' : 'a');

/** The 403 a role without a capability is told: who it is, and who may. */
export function refusalMessage(role: Role, capability: Capability): string {
  const label = ROLE_LABELS[role];
  return `${article(label)[0]!.toUpperCase()}${article(label).slice(1)} ${label} cannot do this; it takes ${rolesThatCan(capability)}.`;
}

/** A post as the rules of who may touch it see it. */
export interface PostOwnership {
  authorId: string | null;
  published: boolean;
}

export const POST_MESSAGES = {
  othersPost: 'This post is someone else’s: only an Editor or an Administrator may change it.',
  publish: 'A Contributor cannot publish or schedule a post: save it as a draft, and an Editor will publish it.',
  published: 'This post is published: only an Author, an Editor or an Administrator may change it.',
} as const;

/**
 * Why a team member may not read, change or delete a post (null: they may). `publishing` is
 * whether the change leaves the post published or scheduled.
 */
export function postRefusal(member: { id: string; role: Role }, post: PostOwnership | null, publishing = false): string | null {
  if (post && !mayReadPost(member, post)) return POST_MESSAGES.othersPost;
  if (post?.published && !can(member.role, 'posts.publish')) return POST_MESSAGES.published;
  if (publishing && !can(member.role, 'posts.publish')) return POST_MESSAGES.publish;
  return null;
}

/** Whether a member may read a post (its editor, its preview): their own, or any for an Editor up. */
export function mayReadPost(member: { id: string; role: Role }, post: { authorId: string | null }): boolean {
  return post.authorId === member.id || can(member.role, 'posts.others');
}

/** Whether the admin offers to edit or delete a post to this member. */
export function mayChangePost(member: { id: string; role: Role }, post: PostOwnership): boolean {
  return postRefusal(member, post) === null;
}

/** The author whose posts the admin list shows a member: their own, or everyone's (undefined). */
export function ownPostsOnly(member: { id: string; role: Role }): string | undefined {
  return can(member.role, 'posts.others') ? undefined : member.id;
}
