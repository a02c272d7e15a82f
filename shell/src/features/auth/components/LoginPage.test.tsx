import { renderPage, server, TEST_USER } from '@ccl/shared/test';
import { useSession } from '@ccl/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LoginPage } from './LoginPage';

beforeEach(() => useSession.setState({ user: null, loading: false }));

async function fillLogin(email = 'priya@example.com', password = 'secret-password') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('Login (spec §2, §4)', () => {
  it('logs in, stores the token and goes home', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ token: 'tok-1', user: TEST_USER })));
    renderPage(<LoginPage />, { route: '/login' });
    await fillLogin();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(useSession.getState().user?.name).toBe('Priya Sharma');
  });

  it("shows the server's message, or 'Login failed.'", async () => {
    server.use(
      http.post('*/api/login', () => HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 422 })),
    );
    renderPage(<LoginPage />, { route: '/login' });
    await fillLogin();
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    server.use(http.post('*/api/login', () => HttpResponse.error()));
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Login failed.')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('moves an unverified account to the verify step, then logs in automatically after verification', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/login', async ({ request }) => {
        const body = (await request.json()) as { isVerified?: boolean };
        bodies.push(body);
        return body.isVerified
          ? HttpResponse.json({ token: 'tok-2', user: TEST_USER })
          : HttpResponse.json({ message: 'Please verify your email before logging in.' }, { status: 403 });
      }),
      http.post('*/api/send-verification-code', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({});
      }),
      http.post('*/api/verify-code', () => HttpResponse.json({})),
    );
    renderPage(<LoginPage />, { route: '/login' });
    await fillLogin();
    expect(await screen.findByText('Please verify your email before logging in.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Verify your account' })).toBeInTheDocument();
    expect(bodies[1]).toEqual({ email: 'priya@example.com', fromLogin: true, status: 'unverified' });

    await userEvent.click(screen.getByRole('button', { name: 'Verify & Log In' }));
    expect(await screen.findByText('Enter the verification code sent to your email.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification Code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify & Log In' }));
    expect(await screen.findByText('Code verified!')).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('tok-2'));
    expect(bodies[2]).toEqual({ email: 'priya@example.com', password: 'secret-password', isVerified: true });
  });

  it('resets a forgotten password: e-mail → code (checked locally) → new password → back to login', async () => {
    let reset: unknown;
    server.use(
      http.post('*/api/send-verification-code', () => HttpResponse.json({})),
      http.post('*/api/reset-password', async ({ request }) => {
        reset = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderPage(<LoginPage />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText('Please enter your email.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText('Reset code sent to your email!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter the verification code sent to your email.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Verification Code'), '111222');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await userEvent.type(screen.getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();
    expect(reset).toBeUndefined();

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset successfully. You can now log in.')).toBeInTheDocument();
    expect(reset).toEqual({
      email: 'priya@example.com',
      code: '111222',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it("reports reset failures with the server's message or the fallbacks", async () => {
    server.use(http.post('*/api/send-verification-code', () => HttpResponse.error()));
    renderPage(<LoginPage />, { route: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(screen.getByLabelText('Email'), 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(await screen.findByText('Failed to send reset code.')).toBeInTheDocument();

    server.use(
      http.post('*/api/send-verification-code', () => HttpResponse.json({})),
      http.post('*/api/reset-password', () => HttpResponse.error()),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await userEvent.type(await screen.findByLabelText('Verification Code'), '111222');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await userEvent.type(screen.getByLabelText('New Password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new-password-1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password reset failed.')).toBeInTheDocument();
  });
});
