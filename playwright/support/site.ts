import { expect, type Page } from '@playwright/test';
import { readMailbox } from './smtp-capture';

let counter = 0;

/** A fresh e-mail address per call, so tests never collide. */
export function uniqueEmail(prefix = 'candidate'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@example.com`;
}

/** The newest 6-digit code e-mailed to `email` after `since`, waiting for it to arrive. */
export async function codeFromMailbox(email: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = readMailbox(process.env.E2E_MAILBOX!).filter((m) => m.to.includes(email.toLowerCase()) && m.at >= since);
        code = mail.at(-1)?.raw.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000, message: `a code e-mailed to ${email}` },
    )
    .toBeTruthy();
  return code!;
}

export interface Account {
  name: string;
  email: string;
  password: string;
}

/** Signs a new user up through the three-step form, reading the code from the SMTP capture. */
export async function signUp(page: Page, name = 'Asha Verma'): Promise<Account> {
  const account = { name, email: uniqueEmail(), password: 'practise-every-day' };
  await page.goto('/signup');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('Verification code sent!')).toBeVisible();
  await page.getByLabel('Verification Code').fill(await codeFromMailbox(account.email, since));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByText('Code verified!')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /Sign Up & Get \d+ Free Credits/ }).click();
  await expect(page.getByText("You're all set!")).toBeVisible();
  await expect(page.getByRole('banner').getByText(`Hello, ${name}`)).toBeVisible();
  return account;
}

export async function logIn(page: Page, account: Account): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('banner').getByText(`Hello, ${account.name}`)).toBeVisible();
}
