import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const width of [390, 900, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto('http://localhost:8080/v2/health');
  await page.evaluate(async () => {
    await fetch('/v2/auth/students/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ memLoginId: 'student01', memPwd: 'buddy1234ab' }) });
    localStorage.setItem('auth.session', 'cookie');
  });
  await page.goto('http://localhost:8080/buddymon');
  await page.getByRole('region', { name: '오늘의 미션' }).waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/streak-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
