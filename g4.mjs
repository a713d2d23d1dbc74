import { chromium } from "@playwright/test";
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
const exe = process.env.EXE || "/usr/bin/chromium";
function cpu(){ const out=execSync(`ps -eo pid,args | grep -- '${exe.includes("shell")?"headless-shell":"lib/chromium/chromium"}' | grep -v grep || true`).toString().trim().split("\n").filter(Boolean);
  const t={}; for (const l of out){ const pid=l.trim().split(" ")[0]; const m=l.match(/--type=([\w-]+)/); const k=m?m[1]:"browser"; try{const s=readFileSync(`/proc/${pid}/stat`,"utf8"); const parts=s.slice(s.lastIndexOf(")")+2).split(" "); t[k]=(t[k]||0)+ (+parts[11] + +parts[12])/100;}catch{} } return t; }
const b = await chromium.launch({ executablePath: exe, args: (process.env.A||"").split(" ").filter(Boolean) });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
await p.goto("http://localhost:4173/estimate/");
await p.waitForTimeout(1000);
const c0 = cpu(); const t0 = Date.now();
for (let round = 0; round < 3; round++) {
  for (let i = 0; i < 25; i++) { await p.mouse.wheel(0, 400); await p.evaluate(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))); }
  for (let i = 0; i < 25; i++) { await p.mouse.wheel(0, -400); await p.evaluate(() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))); }
  for (const d of await p.locator("details").all()) { await d.locator("summary").click(); }
}
const c1 = cpu();
const r = {}; for (const k of Object.keys(c1)) r[k] = +(c1[k] - (c0[k]||0)).toFixed(2);
console.log(JSON.stringify(process.env.A||"base"), (Date.now()-t0)+"ms", JSON.stringify(r));
await b.close();
