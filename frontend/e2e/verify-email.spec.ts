import { expect } from '@playwright/test';

import { test } from './csp';
import { screenshot, uniqueEmail } from './helpers';
import { latestMail, mailpit, type MailpitMessage } from './mail';

function codeOf(mail: MailpitMessage): string {
  const code = /\b\d{6}\b/.exec(mail.Text)?.[0];
  expect(code, mail.Text).toBeTruthy();
  return code!;
}

test.describe('e-mail verification', () => {
  test.skip(!mailpit, 'needs the test mail server (TEST_MAILPIT_API; scripts/test.sh starts mailpit)');

  test('a new account enters the code it was mailed and is verified', async ({ page }) => {
    const email = uniqueEmail();
    await page.goto('/login');
    await page.getByRole('radiogroup').getByText('Create account').click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Nickname').fill('Vera');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).last().click();

    const banner = page.getByTestId('verify-email');
    await expect(banner).toContainText(`We sent a 6-digit code to ${email}`);
    await expect(banner.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    const mail = await latestMail(page.request, email);
    expect(mail.Subject).toMatch(/^Your Reelroom verification code: \d{6}$/);
    const code = codeOf(mail);

    const input = banner.getByLabel('Verification code');
    await input.fill(code === '000000' ? '000001' : '000000');
    await banner.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(banner.getByText('That code is not right.', { exact: false })).toBeVisible();
    await screenshot(page, '40-verify-email');

    await input.fill(code);
    await banner.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(banner).toBeHidden();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const info = await page.request.get('/api/user/info', { headers: { Authorization: `Bearer ${token}` } });
    expect(((await info.json()) as { data: { email_verified: boolean } }).data.email_verified).toBe(true);
  });

  test('an account made in Chinese gets its code in Chinese', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: '简体中文' }).click();
    const email = uniqueEmail();
    await page.getByRole('radiogroup').getByText('注册账号').click();
    await page.getByLabel('邮箱').fill(email);
    await page.getByLabel('昵称').fill('小明');
    await page.getByLabel('密码').fill('correct horse battery');
    await page.getByRole('button', { name: '注册账号' }).last().click();

    const banner = page.getByTestId('verify-email');
    await expect(banner).toContainText('验证您的电子邮件地址');
    const mail = await latestMail(page.request, email);
    expect(mail.Subject).toMatch(/^您的 Reelroom 验证码：\d{6}$/);
    await banner.getByLabel('验证码').fill(codeOf(mail));
    await banner.getByRole('button', { name: '验证', exact: true }).click();
    await expect(banner).toBeHidden();
  });
});
