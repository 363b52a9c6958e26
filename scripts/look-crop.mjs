import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
await page.goto('http://localhost:8080/v2/health');
await page.evaluate(async () => {
  await fetch('/v2/auth/students/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ memLoginId: 'student01', memPwd: 'buddy1234ab' }) });
  localStorage.setItem('auth.session', 'cookie');
});
await page.goto('http://localhost:8080/buddymon');
const card = page.getByRole('region', { name: '오늘의 미션' });
await card.waitFor();
await page.waitForTimeout(1000);
await card.screenshot({ path: '/tmp/crop1.png' });
await page.getByRole('region', { name: /학습 달력/ }).screenshot({ path: '/tmp/crop2.png' });
await browser.close();
