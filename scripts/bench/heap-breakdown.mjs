/**
 * Where a page's JavaScript heap goes, read from a heap snapshot taken through the DevTools protocol
 * (HeapProfiler.takeHeapSnapshot): the snapshot's bytes by kind (compiled code, strings, objects, arrays, object
 * shapes, closures), the compiled code per script it belongs to, and the strings per property that holds them (the
 * 10,000 users' e-mails, times and phones show there), so the next cut is visible. "native" is Blink's objects and
 * the script sources' text: mostly outside the JavaScript heap that Runtime.getHeapUsage counts.
 */

/** Takes a heap snapshot of the page and resolves with its parsed JSON. */
export async function heapSnapshot(page) {
  const cdp = await page.context().newCDPSession(page);
  const chunks = [];
  try {
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    await cdp.detach();
  }
  return JSON.parse(chunks.join(''));
}

/** The snapshot's graph with accessors by node index. */
function graphOf(snapshot) {
  const { meta } = snapshot.snapshot;
  const NF = meta.node_fields.length;
  const EF = meta.edge_fields.length;
  const [nodeTypes] = meta.node_types;
  const [edgeTypes] = meta.edge_types;
  const { nodes, edges, strings } = snapshot;
  const count = nodes.length / NF;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e;
    e += nodes[i * NF + meta.node_fields.indexOf('edge_count')] * EF;
    firstEdge[i + 1] = e;
  }
  return {
    count,
    type: (i) => nodeTypes[nodes[i * NF]],
    name: (i) => strings[nodes[i * NF + 1]],
    size: (i) => nodes[i * NF + 3],
    /** Calls visit(edgeType, edgeName, toNode) for each edge of node i. */
    edgesOf(i, visit) {
      for (let e = firstEdge[i]; e < firstEdge[i + 1]; e += EF) {
        const type = edgeTypes[edges[e]];
        const named = type !== 'element' && type !== 'hidden';
        visit(type, named ? strings[edges[e + 1]] : edges[e + 1], edges[e + 2] / NF);
      }
    },
  };
}

const add = (map, key, bytes) => map.set(key, (map.get(key) ?? 0) + bytes);
const scriptLabel = (name) =>
  name
    .replace(/^system \/ Script \/ ?/, '')
    .replace(/^https?:\/\/[^/]+\//, '')
    .replace(/-[A-Za-z0-9_-]{8}\.js$/, '') || "(a script without address: the test driver's)";

/**
 * Compiled code per script: each function's bytecode, machine code, feedback and scope data counted to the script
 * of the function (SharedFunctionInfo) that reaches it first through code.
 */
function codeByScript(g) {
  const owner = new Int32Array(g.count).fill(-1);
  const scriptOf = new Map();
  const queue = [];
  for (let i = 0; i < g.count; i++) {
    if (g.type(i) !== 'code' || !g.name(i).startsWith('system / SharedFunctionInfo')) continue;
    g.edgesOf(i, (type, name, to) => {
      if (type === 'internal' && name === 'script' && !scriptOf.has(i)) scriptOf.set(i, scriptLabel(g.name(to)));
    });
    if (scriptOf.has(i)) {
      owner[i] = i;
      queue.push(i);
    }
  }
  for (let i = 0; i < g.count; i++)
    if (g.type(i) === 'closure')
      g.edgesOf(i, (type, name, to) => {
        if (owner[i] === -1 && name === 'shared' && scriptOf.has(to)) {
          owner[i] = to;
          queue.push(i);
        }
      });
  for (let head = 0; head < queue.length; head++) {
    const from = queue[head];
    g.edgesOf(from, (type, name, to) => {
      if (type === 'weak' || owner[to] !== -1 || (g.type(to) !== 'code' && g.type(to) !== 'array')) return;
      if (/^system \/ (SharedFunctionInfo|Script)/.test(g.name(to))) return;
      owner[to] = owner[from];
      queue.push(to);
    });
  }
  const bytes = new Map();
  for (let i = 0; i < g.count; i++)
    if (g.type(i) === 'code') add(bytes, owner[i] === -1 ? "(the engine's own)" : scriptOf.get(owner[i]), g.size(i));
  return bytes;
}

/**
 * Strings per the property that holds them (a part of a string built by concatenation counts to the property holding
 * the whole), or per the kind of holder: a script's text, the engine's tables.
 */
function stringsByHolder(g) {
  const isString = (i) => g.type(i).includes('string');
  const from = new Int32Array(g.count).fill(-1);
  const label = new Array(g.count);
  for (let i = 0; i < g.count; i++)
    g.edgesOf(i, (type, name, to) => {
      if (!isString(to) || type === 'weak' || type === 'shortcut') return;
      if (label[to] !== undefined && (type !== 'property' || label[to].startsWith('.'))) return;
      from[to] = i;
      if (type === 'property') label[to] = `.${name}`;
      else if (g.name(i).startsWith('system / Script')) label[to] = "a script's text";
      else label[to] = `(${g.type(i) === 'code' ? 'compiled code' : g.type(i)})`;
    });
  const bytes = new Map();
  for (let i = 0; i < g.count; i++) {
    if (!isString(i)) continue;
    let at = i;
    for (let depth = 0; depth < 64 && from[at] !== -1 && isString(from[at]); depth++) at = from[at];
    add(bytes, label[at] ?? '(unreferenced)', g.size(i));
  }
  return bytes;
}

const KINDS = { 'concatenated string': 'string', 'sliced string': 'string', hidden: 'other', number: 'other', symbol: 'other' };

/**
 * Rows of the breakdown: [part, MB] for the snapshot's bytes by kind, then the `top` scripts by compiled code and the
 * `top` string holders.
 */
export function heapBreakdownRows(snapshot, top = 6) {
  const g = graphOf(snapshot);
  const kinds = new Map();
  for (let i = 0; i < g.count; i++) add(kinds, KINDS[g.type(i)] ?? g.type(i), g.size(i));
  const mb = (bytes) => (bytes / 1_000_000).toFixed(2);
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  const rows = sorted(kinds)
    .filter(([, bytes]) => bytes >= 10_000)
    .map(([kind, bytes]) => [`all: ${kind === 'native' ? 'native (Blink, script text; mostly outside the JS heap)' : kind}`, mb(bytes)]);
  for (const [script, bytes] of sorted(codeByScript(g)).slice(0, top)) rows.push([`code of ${script}`, mb(bytes)]);
  for (const [holder, bytes] of sorted(stringsByHolder(g)).slice(0, top)) rows.push([`strings held by ${holder}`, mb(bytes)]);
  return rows;
}
