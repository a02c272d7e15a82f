import { discussion, reply } from '../../../../test/fakeCommunity';
import { pageFromQuery, postLength, POST_MAX_LENGTH, updateDiscussion, updateReply, withUpvote } from './posts';

describe('posts model', () => {
  it('counts code points after trimming, as the API does: an emoji is one character, not two', () => {
    expect(postLength('  hello  ')).toBe(5);
    expect(postLength('👍')).toBe(1);
    expect(POST_MAX_LENGTH).toBe(2000);
  });

  it("applies the viewer's upvote as the server answered it, keeping the others'", () => {
    const post = reply(1, { upvotes: [{ user_id: 3 }] });
    const upvoted = withUpvote(post, 7, true);
    expect(upvoted).toMatchObject({ has_upvoted: true, upvotes: [{ user_id: 3 }, { user_id: 7 }] });
    expect(withUpvote(upvoted, 7, false)).toMatchObject({ has_upvoted: false, upvotes: [{ user_id: 3 }] });
    expect(post.upvotes).toEqual([{ user_id: 3 }]);
  });

  it('replaces one discussion, or one reply wherever it sits, and nothing else', () => {
    const page = {
      data: [discussion(1, { replies: [reply(11)] }), discussion(2, { replies: [reply(21)] })],
      current_page: 1,
      last_page: 1,
    };
    const changedDiscussion = updateDiscussion(page, 2, (d) => ({ ...d, content: 'changed' }));
    expect(changedDiscussion.data.map((d) => d.content)).toEqual(['Discussion 1', 'changed']);
    expect(changedDiscussion.data[0]).toBe(page.data[0]);
    const changedReply = updateReply(page, 21, (r) => ({ ...r, content: 'changed' }));
    expect(changedReply.data[1]!.replies[0]!.content).toBe('changed');
    expect(changedReply.data[0]).toBe(page.data[0]);
  });

  it('reads ?page= as a whole page number from 1, anything else as page 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'abc']) expect(pageFromQuery(value)).toBe(1);
  });
});
