import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, js] of [[390, true]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 900 }, javaScriptEnabled: js });
  const page = await ctx.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('http://127.0.0.1:18500/services/terms', { waitUntil: js ? 'networkidle' : 'load' });
  await page.screenshot({ path: `/tmp/frame-${w}-${js}b.png` });
  console.log(w, js, await page.locator('#root').getAttribute('data-frame'), errors);
  await ctx.close();
}
await browser.close();
