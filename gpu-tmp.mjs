import { chromium } from "@playwright/test";
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";
const exe = process.env.EXE || "/usr/bin/chromium";
const b = await chromium.launch({ executablePath: exe, args: (process.env.A||"").split(" ").filter(Boolean) });
const p = await b.newPage();
await p.goto(process.argv[2]);
await p.waitForTimeout(2000);
function cpu(kind){ const out=execSync(`ps -eo pid,args | grep -- '--type=${kind}' | grep -v grep || true`).toString().trim().split("\n").filter(Boolean);
  let t=0; for (const l of out){ const pid=l.trim().split(" ")[0]; try{const s=readFileSync(`/proc/${pid}/stat`,"utf8"); const parts=s.slice(s.lastIndexOf(")")+2).split(" "); t+= (+parts[11] + +parts[12])/100;}catch{} } return t; }
const g0=cpu("gpu-process"), r0=cpu("renderer");
await p.waitForTimeout(10000);
console.log(process.argv[2], "gpu", (cpu("gpu-process")-g0).toFixed(2), "renderer", (cpu("renderer")-r0).toFixed(2), "in 10 s idle");
await b.close();
