import { PGlite } from "@electric-sql/pglite";
let t=Date.now();
const db = await PGlite.create();
console.log("init", Date.now()-t); t=Date.now();
await db.exec("create role anon nologin; create table t(x int);");
console.log("exec", Date.now()-t);
const f = await db.dumpDataDir("none"); console.log("dump", Date.now()-t, f.size);
t=Date.now(); const db2 = await PGlite.create({ loadDataDir: f }); console.log("load", Date.now()-t);
console.log((await db2.query("select count(*) from t")).rows, process.memoryUsage().rss/1e6);
