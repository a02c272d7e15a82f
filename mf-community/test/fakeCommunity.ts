import { server } from '@ccl/shared/test';
import type {
  CreatedDiscussion,
  CreatedReply,
  Discussion,
  DiscussionPage,
  DiscussionUpvote,
  NewDiscussion,
  NewReply,
  Reply,
  ReplyUpvote,
  UpvoteToggle,
} from '../src/features/discussions/api/types';
import type { PublicFeedback, PublicFeedbackList } from '../src/features/feedback/api/types';
import { http, HttpResponse } from 'msw';

/** Test data in the shapes the API sends (spec §3), with overridable defaults. */
export function reply(id: number, overrides: Partial<Reply> = {}): Reply {
  return {
    id,
    content: `Reply ${id}`,
    user: { id: 20, name: 'Bilal Ahmed', verified: false },
    created_at_human: '2 minutes ago',
    upvotes: [],
    has_upvoted: false,
    can_delete: false,
    ...overrides,
  };
}

export function discussion(id: number, overrides: Partial<Discussion> = {}): Discussion {
  return { ...reply(id), content: `Discussion ${id}`, created_at_human: '5 minutes ago', replies: [], ...overrides };
}

export function feedbackEntry(id: number, overrides: Partial<PublicFeedback> = {}): PublicFeedback {
  return {
    id,
    feedback: `Feedback ${id}`,
    user: { name: 'Chen Wei' },
    session: { dialogue: { id: 12, title: 'At the pharmacy', target_language: 'Mandarin' } },
    created_at_human: '1 hour ago',
    delete: false,
    ...overrides,
  };
}

export interface Request {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * A small in-memory community API behind msw: enough behaviour (paging, toggles, deletes) for the page
 * to be exercised as a user would, with every request recorded for assertions.
 */
export class FakeCommunity {
  discussions: Discussion[] = [];
  feedback: PublicFeedback[] = [];
  requests: Request[] = [];
  perPage = 10;
  viewerId = 7;
  nextId = 1000;

  constructor(init: { discussions?: Discussion[]; feedback?: PublicFeedback[] } = {}) {
    this.discussions = init.discussions ?? [];
    this.feedback = init.feedback ?? [];
    server.use(
      http.get('*/api/discussions', ({ request }) => {
        const url = new URL(request.url);
        this.requests.push({ method: 'GET', path: `/discussions${url.search}` });
        return HttpResponse.json<DiscussionPage>(this.page(Number(url.searchParams.get('page') ?? '1')));
      }),
      http.post('*/api/discussions', async ({ request }) => {
        const body = (await request.json()) as NewDiscussion;
        this.requests.push({ method: 'POST', path: '/discussions', body });
        const created = discussion(this.nextId++, {
          content: body.content,
          user: { id: this.viewerId, name: 'Priya Sharma', verified: false },
          created_at_human: 'just now',
          can_delete: true,
        });
        this.discussions.unshift(created);
        return HttpResponse.json<CreatedDiscussion>({ data: created }, { status: 201 });
      }),
      http.post('*/api/replies', async ({ request }) => {
        const body = (await request.json()) as NewReply;
        this.requests.push({ method: 'POST', path: '/replies', body });
        const parent = this.discussions.find((d) => d.id === body.discussion_id);
        if (!parent) return HttpResponse.json({ message: 'Discussion not found.' }, { status: 404 });
        const created = reply(this.nextId++, {
          content: body.content,
          user: { id: this.viewerId, name: 'Priya Sharma', verified: false },
          can_delete: true,
        });
        parent.replies.push(created);
        return HttpResponse.json<CreatedReply>({ data: created }, { status: 201 });
      }),
      http.post('*/api/discussion-upvotes', async ({ request }) => {
        const body = (await request.json()) as DiscussionUpvote;
        this.requests.push({ method: 'POST', path: '/discussion-upvotes', body });
        return HttpResponse.json(this.toggle(this.discussions.find((d) => d.id === body.discussion_id)!));
      }),
      http.post('*/api/reply-upvotes', async ({ request }) => {
        const body = (await request.json()) as ReplyUpvote;
        this.requests.push({ method: 'POST', path: '/reply-upvotes', body });
        const target = this.discussions.flatMap((d) => d.replies).find((r) => r.id === body.reply_id)!;
        return HttpResponse.json(this.toggle(target));
      }),
      http.delete('*/api/discussions/:id', ({ params }) => {
        this.requests.push({ method: 'DELETE', path: `/discussions/${String(params.id)}` });
        this.discussions = this.discussions.filter((d) => d.id !== Number(params.id));
        return HttpResponse.json({ message: 'Discussion deleted' });
      }),
      http.delete('*/api/replies/:id', ({ params }) => {
        this.requests.push({ method: 'DELETE', path: `/replies/${String(params.id)}` });
        for (const d of this.discussions) d.replies = d.replies.filter((r) => r.id !== Number(params.id));
        return HttpResponse.json({ message: 'Reply deleted' });
      }),
      http.post('*/api/get-feedback', () => {
        this.requests.push({ method: 'POST', path: '/get-feedback' });
        return HttpResponse.json<PublicFeedbackList>({ data: this.feedback });
      }),
      http.delete('*/api/feedback/:id', ({ params }) => {
        this.requests.push({ method: 'DELETE', path: `/feedback/${String(params.id)}` });
        this.feedback = this.feedback.filter((f) => f.id !== Number(params.id));
        return HttpResponse.json({ message: 'Feedback hidden successfully' });
      }),
    );
  }

  /** Like the API: a page past the last answers the last page. */
  page(requested: number): DiscussionPage {
    const lastPage = Math.max(1, Math.ceil(this.discussions.length / this.perPage));
    const current = Math.min(Math.max(1, requested), lastPage);
    return {
      data: JSON.parse(JSON.stringify(this.discussions.slice((current - 1) * this.perPage, current * this.perPage))) as Discussion[],
      current_page: current,
      last_page: lastPage,
    };
  }

  private toggle(post: Reply): UpvoteToggle {
    const had = post.upvotes.some((u) => u.user_id === this.viewerId);
    post.upvotes = had ? post.upvotes.filter((u) => u.user_id !== this.viewerId) : [...post.upvotes, { user_id: this.viewerId }];
    post.has_upvoted = !had;
    return { upvoted: !had, count: post.upvotes.length };
  }

  /** Requests other than the page and feedback loads. */
  writes(): Request[] {
    return this.requests.filter((r) => r.method !== 'GET' && r.path !== '/get-feedback');
  }
}
