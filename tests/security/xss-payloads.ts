// The XSS suite's hostile input: markup that would run script, or plant a handler or a
// script URL, if any field of the portal reached the DOM unescaped or unsanitised. Whatever runs
// calls the detector `__xss(n)` (tests/security/xss-support.ts installs it in every frame before
// the page's own scripts), so an execution names its payload.

/** What a payload tries. */
import { hasControlCharacters } from '../../core/schemas/common';

export type PayloadKind = 'script' | 'handler' | 'url' | 'svg' | 'malformed' | 'frame' | 'css';

/** One hostile string. */
export interface XssPayload {
  /** Its number: `__xss(id)` in the markup, `[x<id>]` in its visible marker. */
  readonly id: number;
  readonly kind: PayloadKind;
  /**
   * The whole string written into a field: the marker first (plain text, which survives any
   * sanitiser, so a test can see the payload was rendered), then the hostile part.
   */
  readonly text: string;
  /**
   * It leaves a context open (a comment, a tag, a raw-text element) that would swallow what follows
   * it in the same HTML string: it goes last where payloads share one HTML field.
   */
  readonly swallows: boolean;
}

/** The marker of payload `id`, the text a rendered payload must show. */
export const marker = (id: number): string => `[x${id}]`;

// [kind, hostile markup with {n} where the payload's number goes, swallows]
const CORPUS: readonly [PayloadKind, string, boolean?][] = [
  // Script elements: plain, broken case, with src, nested and split to survive a one-pass filter.
  ['script', '<script>__xss({n})</script>'],
  ['script', '<ScRiPt>__xss({n})</sCrIpT>'],
  ['script', '<script src="data:text/javascript,__xss({n})"></script>'],
  ['script', '<scr<script>ipt>__xss({n})</scr</script>ipt>'],
  ['script', '<script>/*</script><script>*/__xss({n})</script>'],
  ['script', '<script type="module">__xss({n})</script>'],
  ['script', '<<script>__xss({n});//<</script>'],
  ['script', '</script><script>__xss({n})</script>'],
  // Event handlers, including ones that fire with no user action.
  ['handler', '<img src=x onerror=__xss({n})>'],
  ['handler', '<img src="x" onerror="__xss({n})">'],
  ['handler', '<svg onload=__xss({n})>'],
  ['handler', '<body onload=__xss({n})>'],
  ['handler', '<details open ontoggle=__xss({n})>d</details>'],
  ['handler', '<input autofocus onfocus=__xss({n})>'],
  ['handler', '<video><source onerror=__xss({n})></video>'],
  ['handler', '<audio src=x onerror=__xss({n})></audio>'],
  ['handler', '<marquee onstart=__xss({n})>m</marquee>'],
  ['handler', '<div onmouseover=__xss({n})>hover</div>'],
  ['handler', '<img src=x oNeRrOr=__xss({n})>'],
  ['handler', '<img/src=x/onerror=__xss({n})>'],
  ['handler', '<select autofocus onfocus=__xss({n})></select>'],
  ['handler', '<textarea autofocus onfocus=__xss({n})></textarea>'],
  ['handler', '<iframe onload=__xss({n})></iframe>'],
  ['handler', '<img src=x onerror=&#95;&#95;xss&#40;{n}&#41;>'],
  ['handler', '<p onclick="__xss({n})" tabindex=0>click</p>'],
  // Script URLs in every attribute that takes a URL.
  ['url', '<a href="javascript:__xss({n})">a</a>'],
  ['url', '<a href="JaVaScRiPt:__xss({n})">a</a>'],
  ['url', '<a href="&#106;avascript:__xss({n})">a</a>'],
  ['url', '<a href=" &#x6A;&#x61;vascript&colon;__xss({n})">a</a>'],
  ['url', '<a href="java&#x09;script:__xss({n})">a</a>'],
  ['url', '<a href="javascript&#58;__xss({n})">a</a>'],
  ['url', '<a href="data:text/html,<script>__xss({n})</script>">a</a>'],
  ['url', '<a href="vbscript:__xss({n})">a</a>'],
  ['url', '<img src="javascript:__xss({n})">'],
  ['url', '<iframe src="javascript:__xss({n})"></iframe>'],
  ['url', '<form><button formaction="javascript:__xss({n})">go</button></form>'],
  ['url', '<form action="javascript:__xss({n})"><input type=submit></form>'],
  ['url', '<form id=xf></form><button form=xf formaction=javascript:__xss({n})>go</button>'],
  ['url', '<math><a href="javascript:__xss({n})">m</a></math>'],
  ['url', '<embed src="javascript:__xss({n})">'],
  // SVG: its own script, animations that write a script URL, foreign content.
  ['svg', '<svg><script>__xss({n})</script></svg>'],
  ['svg', '<svg><a xlink:href="javascript:__xss({n})"><text y=9>a</text></a></svg>'],
  ['svg', '<svg><a><animate attributeName=href values=javascript:__xss({n}) /><text y=9>a</text></a></svg>'],
  ['svg', '<svg><a><set attributeName=href to=javascript:__xss({n}) /><text y=9>a</text></a></svg>'],
  ['svg', '<svg><foreignObject><img src=x onerror=__xss({n})></foreignObject></svg>'],
  ['svg', '<svg><image href=x onerror=__xss({n}) /></svg>'],
  ['svg', '<svg><style><img src=x onerror=__xss({n})></style></svg>'],
  // Malformed markup: attribute break-outs, comments, CDATA, null bytes, mutation-XSS shapes.
  ['malformed', '"><img src=x onerror=__xss({n})>'],
  ["malformed", "'><svg onload=__xss({n})>"],
  ['malformed', '<!--><img src=x onerror=__xss({n})>-->'],
  ['malformed', '<!-- --!><img src=x onerror=__xss({n})> -->'],
  ['malformed', '<![CDATA[><img src=x onerror=__xss({n})>]]>'],
  ['malformed', '<img src="x" alt="a"b" onerror=__xss({n})>'],
  ['malformed', '<img src=x o\u0000nerror=__xss({n})>'],
  ['malformed', '<a href="java\u0000script:__xss({n})">a</a>'],
  // DOMPurify drops everything after this one in the same string (its mutation-XSS guard).
  ['malformed', '<noscript><p title="</noscript><img src=x onerror=__xss({n})>"></noscript>', true],
  ['malformed', '<title><img src=x onerror=__xss({n})></title>'],
  ['malformed', '</textarea><img src=x onerror=__xss({n})>'],
  ['malformed', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=__xss({n})>', true],
  ['malformed', '{{constructor.constructor(\'__xss({n})\')()}}'],
  ['malformed', '<img src=x onerror=__xss({n})><!--', true],
  ['malformed', '<img src=x onerror=__xss({n})', true],
  // Frames and document-level elements: srcdoc, refresh, base, plugins.
  ['frame', '<iframe srcdoc="<script>__xss({n})</script>"></iframe>'],
  ['frame', '<iframe srcdoc="&lt;img src=x onerror=__xss({n})&gt;"></iframe>'],
  ['frame', '<meta http-equiv="refresh" content="0;url=javascript:__xss({n})">'],
  ['frame', '<base href="javascript:__xss({n})//">'],
  ['frame', '<object data="data:text/html,<script>__xss({n})</script>"></object>'],
  ['frame', '<embed src="data:text/html,<script>__xss({n})</script>">'],
  ['frame', '<object data="javascript:__xss({n})"></object>'],
  ['frame', '<link rel=import href="data:text/html,<script>__xss({n})</script>">'],
  // CSS: script URLs and expression() in style attributes, @import, linked sheets.
  ['css', '<p style="background:url(javascript:__xss({n}))">c</p>'],
  ['css', '<div style="width:expression(__xss({n}))">c</div>'],
  ['css', '<style>@import \'javascript:__xss({n})\';</style>'],
  ['css', '<style>*{background:url("javascript:__xss({n})")}</style>'],
  ['css', '<link rel=stylesheet href="javascript:__xss({n})">'],
  ['css', '<div style="-moz-binding:url(data:text/xml,__xss({n}))">c</div>'],
];

/** Every payload, numbered from 1. */
export const PAYLOADS: readonly XssPayload[] = CORPUS.map(([kind, markup, swallows = false], index) => {
  const id = index + 1;
  return { id, kind, text: `${marker(id)} ${markup.replaceAll('{n}', String(id))}`, swallows };
});

/**
 * The payloads in groups for HTML fields that hold several (an account's important notes): each
 * group at most `size` long, a payload that swallows what follows it last in its group.
 * @example groupsForHtml(PAYLOADS, 12).map((group) => group.map((payload) => payload.text).join('<br>'))
 */
export function groupsForHtml(payloads: readonly XssPayload[], size: number): XssPayload[][] {
  const swallowing = payloads.filter((payload) => payload.swallows);
  const plain = payloads.filter((payload) => !payload.swallows);
  const groups: XssPayload[][] = [];
  for (let start = 0; start < plain.length; start += size - 1) groups.push(plain.slice(start, start + size - 1));
  // One swallowing payload closes each group; any left over get groups of their own.
  swallowing.forEach((payload, index) => (groups[index] ? groups[index].push(payload) : groups.push([payload])));
  return groups;
}

/**
 * The payloads packed into texts of at most `max` characters (text fields that hold several, such
 * as a request's message), each payload whole: one a line, or one after another on one line for
 * a one-line field (a name, an address line), which takes no line break.
 * @example packText(PAYLOADS, 500)
 */
export function packText(payloads: readonly XssPayload[], max: number, lines: 'many' | 'one' = 'many'): { text: string; payloads: XssPayload[] }[] {
  const separator = lines === 'one' ? ' ' : '\n';
  const packs: { text: string; payloads: XssPayload[] }[] = [];
  for (const payload of payloads) {
    const last = packs.at(-1);
    if (last && last.text.length + 1 + payload.text.length <= max) {
      last.text += `${separator}${payload.text}`;
      last.payloads.push(payload);
    } else {
      if (payload.text.length > max) throw new Error(`payload ${payload.id} is longer than ${max} characters`);
      packs.push({ text: payload.text, payloads: [payload] });
    }
  }
  return packs;
}

/**
 * Whether the API refuses the payload before any sanitiser sees it: a typed text never holds a
 * control character (a NUL splitting `onerror`), so such a payload is a 400 at the door.
 */
export const refusedAtTheDoor = (payload: XssPayload): boolean => hasControlCharacters(payload.text, true);

/**
 * The payloads the reference API takes in a text field: the rest reach the portal only through
 * the database (as an agent's own API might send them), where the plantings put every payload.
 */
export const acceptedByTheApi = (payloads: readonly XssPayload[]): XssPayload[] => payloads.filter((payload) => !refusedAtTheDoor(payload));
