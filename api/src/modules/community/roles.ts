/**
 * Who may do what in the community area: the author of a post (or of feedback) and the configured
 * moderators may delete it; one configured team account carries the verified badge.
 */
export class CommunityRoles {
  private readonly moderators: ReadonlySet<number>;

  constructor(
    moderatorUserIds: readonly number[],
    private readonly verifiedUserId: number | null,
  ) {
    this.moderators = new Set(moderatorUserIds);
  }

  isModerator(userId: number | null | undefined): boolean {
    return userId != null && this.moderators.has(userId);
  }

  /** The can_delete / delete flag the viewer sees, and the rule the DELETE routes enforce. */
  mayDelete(viewerId: number | null | undefined, authorId: number | null | undefined): boolean {
    if (viewerId == null) return false;
    return viewerId === authorId || this.isModerator(viewerId);
  }

  isVerified(userId: number): boolean {
    return this.verifiedUserId !== null && userId === this.verifiedUserId;
  }
}
