import { renderPage, server, TEST_USER } from '@ccl/shared/test';
import { useSession } from '@ccl/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SignupPage } from './SignupPage';

beforeEach(() => useSession.setState({ user: null, loading: false }));

function creditConfig(free = 10) {
  server.use(
    http.get('*/api/credit-config', () =>
      HttpResponse.json({ success: true, data: { free_credit_amount: free, credit_cost_per_dialogue: 1 } }),
    ),
  );
}

/**
 * Puts the text in a field as a paste: the three steps take ~75 characters, and typed key by key (each key redraws
 * the form) they outlasted the test's time on a busy machine. Typing itself is tested by the tests below.
 */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('Sign up (spec §2, §5)', () => {
  it('creates the account in three steps and goes home signed in', async () => {
    creditConfig(10);
    const calls: Record<string, unknown> = {};
    server.use(
      http.post('*/api/send-verification-code', async ({ request }) => {
        calls.send = await request.json();
        return HttpResponse.json({ message: 'sent' });
      }),
      http.post('*/api/verify-code', async ({ request }) => {
        calls.verify = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
      http.post('*/api/signup', async ({ request }) => {
        calls.signup = await request.json();
        return HttpResponse.json({ token: 'new-token', user: { ...TEST_USER, available_credits: 10 } });
      }),
    );
    renderPage(<SignupPage />, { route: '/signup' });

    await fill(screen.getByLabelText(/Name/), 'Priya Sharma');
    await fill(screen.getByLabelText(/Email/), 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Verification code sent!')).toBeInTheDocument();
    expect(calls.send).toEqual({ name: 'Priya Sharma', email: 'priya@example.com', fromLogin: false, status: 'singup' });

    await fill(screen.getByLabelText('Verification Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Code verified!')).toBeInTheDocument();
    expect(calls.verify).toEqual({ email: 'priya@example.com', code: '123456' });

    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
    await fill(screen.getByLabelText('Password'), 'correct horse');
    await fill(screen.getByLabelText('Confirm Password'), 'correct horse');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up & Get 10 Free Credits' }));

    expect(await screen.findByText("You're all set!")).toBeInTheDocument();
    expect(calls.signup).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      password: 'correct horse',
      password_confirmation: 'correct horse',
      code: '123456',
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(useSession.getState().user?.available_credits).toBe(10);
  });

  it('requires name and e-mail before sending a code', async () => {
    creditConfig();
    let sent = false;
    server.use(http.post('*/api/send-verification-code', () => ((sent = true), HttpResponse.json({}))));
    renderPage(<SignupPage />, { route: '/signup' });
    await userEvent.type(screen.getByLabelText(/Name/), 'Priya');
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Please fill out both name and email.')).toBeInTheDocument();
    expect(sent).toBe(false);
  });

  it("shows the server's message when the code cannot be sent, and the fallback otherwise", async () => {
    creditConfig();
    server.use(
      http.post('*/api/send-verification-code', () =>
        HttpResponse.json({ message: 'This email is already registered. Please log in.' }, { status: 422 }),
      ),
    );
    renderPage(<SignupPage />, { route: '/signup' });
    await userEvent.type(screen.getByLabelText(/Name/), 'Priya');
    await userEvent.type(screen.getByLabelText(/Email/), 'taken@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('This email is already registered. Please log in.')).toBeInTheDocument();

    server.use(http.post('*/api/send-verification-code', () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await screen.findByText('Could not send code.')).toBeInTheDocument();
  });

  async function toStep2({ configFails = false } = {}) {
    if (configFails) server.use(http.get('*/api/credit-config', () => HttpResponse.error()));
    else creditConfig(10);
    server.use(http.post('*/api/send-verification-code', () => HttpResponse.json({})));
    renderPage(<SignupPage />, { route: '/signup' });
    await userEvent.type(screen.getByLabelText(/Name/), 'Priya');
    await userEvent.type(screen.getByLabelText(/Email/), 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await screen.findByLabelText('Verification Code');
  }

  it('requires the code, reports a wrong one, and resends', async () => {
    await toStep2();
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Enter the verification code sent to your email.')).toBeInTheDocument();

    server.use(http.post('*/api/verify-code', () => HttpResponse.json({}, { status: 422 })));
    await userEvent.type(screen.getByLabelText('Verification Code'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Invalid verification code.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Verification code resent!')).toBeInTheDocument();
  });

  it('requires the terms, both passwords, and matching passwords before creating the account', async () => {
    await toStep2();
    let created = false;
    server.use(
      http.post('*/api/verify-code', () => HttpResponse.json({})),
      http.post('*/api/signup', () => ((created = true), HttpResponse.json({ message: 'Signup failed on purpose' }, { status: 500 }))),
    );
    await userEvent.type(screen.getByLabelText('Verification Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    const submit = await screen.findByRole('button', { name: 'Sign Up & Get 10 Free Credits' });

    await userEvent.click(submit);
    expect(await screen.findByText('You must accept the Terms and Conditions.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(submit);
    expect(await screen.findByText('Please enter and confirm your password.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'abcdefgh');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abcdefgX');
    await userEvent.click(submit);
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
    expect(created).toBe(false);

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'abcdefgh');
    await userEvent.click(submit);
    expect(await screen.findByText('Signup failed on purpose')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('mentions the fallback of 99 free credits when the credit config cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await toStep2({ configFails: true });
    server.use(http.post('*/api/verify-code', () => HttpResponse.json({})));
    await userEvent.type(screen.getByLabelText('Verification Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('button', { name: 'Sign Up & Get 99 Free Credits' })).toBeInTheDocument();
  });
});
