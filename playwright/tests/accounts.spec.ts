import { expect, test } from '@playwright/test';
import { codeFromMailbox, logIn, signUp } from '../support/site';

test.describe('accounts end to end', () => {
  test('a new user signs up with the e-mailed code, logs out, and logs in again', async ({ page }) => {
    const account = await signUp(page, 'Asha Verma');
    await expect(page).toHaveURL(/\/$/);

    // The session survives a reload: it bootstraps from the stored token.
    await page.reload();
    await expect(page.getByRole('banner').getByText('Hello, Asha Verma')).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByText('You’ve been logged out successfully.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await logIn(page, account);
  });

  test('a login in the shell is seen by a remote page, and a logout from a remote is seen by the header', async ({ page }) => {
    const account = await signUp(page, 'Bilal Ahmed');
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: `Account Settings for ${account.email}` })).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(/Hello,/)).toHaveCount(0);
  });

  test('a revoked token sends the user to /login (Unauthenticated.)', async ({ page }) => {
    await signUp(page, 'Chen Wei');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-real-token'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('forgot password: the e-mailed code resets it and the new password logs in', async ({ page }) => {
    const account = await signUp(page, 'Dina Haddad');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(account.email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page.getByText('Reset code sent to your email!')).toBeVisible();
    await page.getByLabel('Verification Code').fill(await codeFromMailbox(account.email, since));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('New Password').fill('a-brand-new-password');
    await page.getByLabel('Confirm Password').fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Password reset successfully. You can now log in.')).toBeVisible();

    await logIn(page, { ...account, password: 'a-brand-new-password' });
  });

  test('the mobile drawer holds the header items on small screens, its code fetched only when the menu is touched', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const drawerCode: string[] = [];
    page.on('request', (request) => {
      if (/\/mobile-drawer\.\w+\.js$/.test(request.url())) drawerCode.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Long after the page's first idle moment: the drawer's code still waits for the menu button.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))));
    expect(drawerCode).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Menu' });
    await expect(drawer.getByText('Discussion', { exact: true })).toBeVisible();
    expect(drawerCode).toHaveLength(1);
    await drawer.getByText('Sign Up').click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});
