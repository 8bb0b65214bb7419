// The rulings page's search, filters and language switch. No libraries, no requests.
// The search is src/rulings/search.rs step by step, on the data that module exports
// (Database::search_data): the same folding, surface words and their stems, typo and compound
// reading, table talk, glossary concepts, weights, priors and rarity table, in the same f64
// arithmetic, so it ranks exactly as `arbiter rulings search`. Nothing is stemmed here: every
// word is looked up in the exported tables.
(function () {
  "use strict";
  var t0 = performance.now();
  var D = JSON.parse(document.getElementById("arbiter-data").textContent);
  var S = D.search;
  var N = S.fields.length;

  var C = S.constants;
  function mapOf(list) { var m = new Map(); list.forEach(function (w, i) { m.set(w, i); }); return m; }
  var surface = mapOf(S.surface), ignore = mapOf(S.ignore), say = mapOf(S.say);
  var gameWords = mapOf(S.gameWords);
  // An expansion key that counts as another box where a question points (a current edition
  // as its classic box); the key itself otherwise.
  var sameBox = mapOf(S.sameBox);
  function boxOf(k) { return sameBox.has(k) ? S.sameBoxAs[sameBox.get(k)] : k; }
  var surfaceLen = S.surface.map(function (w) { return Array.from(w).length; });
  // Glossary names by their English and by their Dutch stems.
  var byEn = new Map(), byNl = new Map();
  S.phrases.forEach(function (p, i) {
    [[byEn, p[0]], [byNl, p[1]]].forEach(function (x) {
      var k = x[1].join(",");
      if (!x[0].has(k)) x[0].set(k, []);
      x[0].get(k).push(i);
    });
  });
  // stem id -> flat [entry, field, position, ...], in the order search.rs builds them;
  // made at the first search.
  var postings = null;
  function buildPostings() {
    postings = new Map();
    S.fields.forEach(function (fs, e) {
      fs.forEach(function (stems, f) {
        stems.forEach(function (s, p) {
          if (p >= 65535) return;
          var list = postings.get(s);
          if (!list) { list = []; postings.set(s, list); }
          list.push(e, f, p);
        });
      });
    });
    // Compound words of the entries indexed as their parts too (text.rs build_tables()).
    S.compoundPosts.forEach(function (c) {
      var list = postings.get(c[0]);
      if (!list) { list = []; postings.set(c[0], list); }
      list.push(c[1], c[2], c[3]);
    });
  }

  // glossary.rs fold(): the exceptions come from Rust; every other letter or digit folds
  // to its lower case and anything else to a space.
  var ALNUM = /[\p{Alphabetic}\p{N}]/u;
  function fold(text) {
    var raw = "";
    for (var c of text) {
      var f = Object.prototype.hasOwnProperty.call(S.fold, c) ? S.fold[c] : undefined;
      if (f === undefined) f = ALNUM.test(c) ? c.toLowerCase() : " ";
      raw += f;
    }
    return raw.split(" ").filter(Boolean).join(" ");
  }
  // strsim::osa_distance: optimal string alignment over characters.
  function osa(a, b) {
    a = Array.from(a); b = Array.from(b);
    var n = a.length, m = b.length, i, j;
    if (n === 0) return m;
    if (m === 0) return n;
    var prev2 = new Array(m + 1).fill(0), prev = [], cur = new Array(m + 1).fill(0);
    for (j = 0; j <= m; j++) prev.push(j);
    for (i = 1; i <= n; i++) {
      cur[0] = i;
      for (j = 1; j <= m; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
        cur[j] = d;
      }
      var t = prev2; prev2 = prev; prev = cur; cur = t;
    }
    return prev[m];
  }
  // correct.rs same_start(): the same first letter, or the first two letters swapped.
  function sameStart(w, s) {
    var a = Array.from(w), b = Array.from(s);
    if (a.length === 0 || b.length === 0) return false;
    if (a[0] === b[0]) return true;
    return a.length > 1 && b.length > 1 && a[1] === b[0] && b[1] === a[0];
  }
  // correct.rs plausible_substitution(): one letter for another is a typo only when the keys
  // are near (QWERTY rows), both are vowels, or they sound alike.
  var KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];
  var SOUND_ALIKE = ["ck", "cs", "sz", "fv", "dt", "bp", "ij", "iy", "gk", "qa", "zw", "mn"];
  function keyPos(c) {
    for (var r = 0; r < KEY_ROWS.length; r++) {
      var k = KEY_ROWS[r].indexOf(c);
      if (k >= 0) return [r, k];
    }
    return null;
  }
  function plausibleSubstitution(w, s) {
    var a = Array.from(w), b = Array.from(s);
    if (a.length !== b.length) return true;
    var diff = [];
    for (var i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length !== 1) return true;
    var x = a[diff[0]], y = b[diff[0]];
    var vowel = function (c) { return "aeiouy".indexOf(c) >= 0; };
    if (vowel(x) && vowel(y)) return true;
    var px = keyPos(x), py = keyPos(y);
    if (px !== null && py !== null && Math.abs(px[0] - py[0]) <= 1 && Math.abs(px[1] - py[1]) <= 1) return true;
    return SOUND_ALIKE.some(function (p) { return p.indexOf(x) >= 0 && p.indexOf(y) >= 0; });
  }
  // search.rs nearest_word()
  function nearestWord(w) {
    var n = Array.from(w).length, max = n <= 6 ? 1 : 2, best = null;
    for (var i = 0; i < S.surface.length; i++) {
      var s = S.surface[i], m = surfaceLen[i];
      if (Math.abs(m - n) > max || m < C.minCorrect || ignore.has(s)) continue;
      if (!sameStart(w, s)) continue;
      var d = osa(w, s);
      if (d > max) continue;
      if (d === 1 && !plausibleSubstitution(w, s)) continue;
      var f = S.surfaceFreq[i];
      if (best === null || d < best[0] || (d === best[0] && f > best[1])) best = [d, f, i];
    }
    return best === null ? null : [S.surface[best[2]], best[0]];
  }
  // search/read.rs View::small_form(): a diminutive or Flemish small form read as its word.
  function smallForm(w) {
    var known = function (s) { return surface.has(s) && !ignore.has(s) && Array.from(s).length >= C.minBase; };
    for (var k = 0; k < C.diminutives.length; k++) {
      var end = C.diminutives[k];
      if (w.length <= end.length || w.slice(-end.length) !== end) continue;
      var base = w.slice(0, -end.length);
      if (known(base)) return base;
      var cs = Array.from(base), n = cs.length;
      if (n >= 2 && cs[n - 1] === cs[n - 2]) {
        var single = cs.slice(0, -1).join("");
        if (known(single)) return single;
      }
    }
    return null;
  }
  function cmp(a, b) {
    for (var i = 0; i < a.length && i < b.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  }
  function cmpAlt(x, y) { return cmp(x[0], y[0]) || cmp(x[1], y[1]); }
  function termsNamed(en, nl) {
    var out = [];
    [[byEn, en], [byNl, nl]].forEach(function (x) {
      (x[0].get(x[1].join(",")) || []).forEach(function (p) { out.push.apply(out, S.phrases[p][2]); });
    });
    out.sort(function (a, b) { return a - b; });
    return out.filter(function (t, i) { return i === 0 || out[i - 1] !== t; });
  }
  // search/read.rs capitalised(): per folded word, written with a capital and then lower case only.
  var UPPER = /\p{Uppercase}/u;
  function capitalised(text) {
    var out = [], len = 0, first = false, later = false;
    for (var c of text + " ") {
      var f = Object.prototype.hasOwnProperty.call(S.fold, c) ? S.fold[c] : undefined;
      if (f === undefined) f = ALNUM.test(c) ? c.toLowerCase() : " ";
      if (f === " ") {
        if (len > 0) out.push(first && !later);
        len = 0; first = false; later = false;
      } else if (f !== "") {
        if (len === 0) first = UPPER.test(c); else later = later || UPPER.test(c);
        len += 1;
      }
    }
    return out;
  }
  // search/read.rs View::read()
  function read(query) {
    var typed = fold(query).split(" ").filter(Boolean).slice(0, C.maxWords);
    var caps = capitalised(query);
    var words = [], unknown = [], sureW = [];
    typed.forEach(function (w, at) {
      if (surface.has(w)) { words.push(w); sureW.push(1); return; }
      var small = smallForm(w);
      if (small !== null) { words.push(small); sureW.push(1); return; }
      // A name (an unknown word written with a capital) is left out.
      if (caps[at]) return;
      var chars = Array.from(w), n = chars.length, r = null;
      if (n >= C.minCorrect) {
        var known = function (s) { return surface.has(s) && !ignore.has(s); };
        for (var k = n - C.minSplit; k >= C.minSplit; k--) {
          var a = chars.slice(0, k).join(""), b = chars.slice(k).join("");
          if (known(a) && known(b)) { r = [a, b]; sureW.push(1, 1); break; }
        }
        if (r === null) {
          var near = nearestWord(w);
          if (near !== null) { r = [near[0]]; sureW.push(1.0 - near[1] / n); }
        }
      }
      if (r === null) unknown.push(w); else words.push.apply(words, r);
    });
    var plain = [], parts = [], sure = [], said = [], i = 0, len, spelled = 0;
    while (i < words.length) {
      var used = false;
      for (len = Math.min(S.maxSay, words.length - i); len >= 1; len--) {
        var saying = words.slice(i, i + len).join(" ");
        if (say.has(saying)) {
          var means = S.means[say.get(saying)].split(" ");
          if (len === 1 && i >= spelled && means.length > 1 && means.every(function (m) { return ignore.has(m); })) {
            var sw = sureW[i];
            words.splice.apply(words, [i, 1].concat(means));
            sureW.splice.apply(sureW, [i, 1].concat(means.map(function () { return sw; })));
            spelled = i + means.length;
            used = true; break;
          }
          var least = 1.0;
          sureW.slice(i, i + len).forEach(function (x) { least = Math.min(least, x); });
          means.forEach(function (m) { plain.push(m); parts.push(1 / means.length); sure.push(least); said.push(false); });
          i += len; used = true; break;
        }
      }
      if (!used) { plain.push(words[i]); parts.push(1); sure.push(sureW[i]); said.push(true); i += 1; }
    }
    // decide.rs: the numbers and what they count, the words negations bear on.
    var counted = countedOf(plain), negated = negatedOf(plain, said);
    parts = parts.filter(function (p, k) { return !ignore.has(plain[k]); });
    sure = sure.filter(function (p, k) { return !ignore.has(plain[k]); });
    plain = plain.filter(function (w) { return !ignore.has(w); });
    var game = null;
    var kept = plain.map(function (w) {
      if (gameWords.has(w)) { game = S.gameWordGame[gameWords.get(w)]; return false; }
      return true;
    });
    parts = parts.filter(function (p, k) { return kept[k]; });
    sure = sure.filter(function (p, k) { return kept[k]; });
    plain = plain.filter(function (w, k) { return kept[k]; });
    var pairs = plain.map(function (w) { var k = surface.get(w); return [S.surfaceEn[k], S.surfaceNl[k]]; });
    var out = [], seen = new Set();
    i = 0;
    while (i < plain.length) {
      var c = null;
      for (len = Math.min(S.maxPhrase, plain.length - i); len >= 1 && c === null; len--) {
        var en = pairs.slice(i, i + len).map(function (p) { return p[0]; });
        var nl = pairs.slice(i, i + len).map(function (p) { return p[1]; });
        var terms = termsNamed(en, nl);
        if (!terms.length) continue;
        var said = [en, nl], alts = [said], keys = [];
        terms.forEach(function (t) {
          S.termAlts[t].forEach(function (p) {
            if (S.phrases[p][2].length === 1) alts.push([S.phrases[p][0], S.phrases[p][1]]);
          });
          keys.push(S.termKeys[t]);
        });
        alts.sort(cmpAlt);
        alts = alts.filter(function (a, k) { return k === 0 || cmpAlt(alts[k - 1], a) !== 0; });
        keys.sort();
        keys = keys.filter(function (x, k) { return k === 0 || keys[k - 1] !== x; });
        var part = 0;
        parts.slice(i, i + len).forEach(function (p) { part += p; });
        var least = 1.0;
        sure.slice(i, i + len).forEach(function (x) { least = Math.min(least, x); });
        c = { len: len, alts: alts, said: said, keys: keys, part: Math.min(part, 1), sure: least };
      }
      if (c === null) {
        var one = [[pairs[i][0]], [pairs[i][1]]];
        c = { len: 1, alts: [one], said: one, keys: [], part: parts[i], sure: sure[i] };
      }
      i += c.len;
      var sig = JSON.stringify([c.alts, c.keys]);
      if (!seen.has(sig)) { seen.add(sig); out.push(c); }
    }
    unknown.forEach(function () { out.push({ alts: [], said: [[], []], keys: [], part: 1, sure: 1 }); });
    out.game = game;
    out.counted = counted;
    out.negated = negated;
    return out;
  }
  // decide.rs View::counted(): a number word followed by a word that is not a number nor
  // ignored: [value, English stem, Dutch stem], each once.
  var numberOf = new Map(C.numbers.map(function (n) { return [n[0], n[1]]; }));
  function countedOf(plain) {
    var out = [];
    for (var i = 0; i + 1 < plain.length; i++) {
      if (!numberOf.has(plain[i]) || numberOf.has(plain[i + 1]) || ignore.has(plain[i + 1])) continue;
      var k = surface.get(plain[i + 1]);
      var c = [numberOf.get(plain[i]), S.surfaceEn[k], S.surfaceNl[k]];
      if (!out.some(function (o) { return o[0] === c[0] && o[1] === c[1] && o[2] === c[2]; })) out.push(c);
    }
    return out;
  }
  // decide.rs View::negated(): the words within `scope` of a negation the player said, not
  // ignored: [English stem, Dutch stem, after a copula], each once.
  function negatedOf(plain, said) {
    var out = [];
    plain.forEach(function (w, i) {
      if (!said[i] || C.negations.indexOf(w) < 0) return;
      var copular = i > 0 && C.copulas.indexOf(plain[i - 1]) >= 0;
      for (var j = Math.max(i - C.scope, 0); j < Math.min(i + C.scope + 1, plain.length); j++) {
        var x = plain[j];
        if (C.negations.indexOf(x) >= 0 || ignore.has(x)) continue;
        var k = surface.get(x), c = [S.surfaceEn[k], S.surfaceNl[k], copular];
        if (!out.some(function (o) { return o[0] === c[0] && o[1] === c[1] && o[2] === c[2]; })) out.push(c);
      }
    });
    return out;
  }
  // Stem pairs of a list of surface words (those the index has).
  function stemPairs(list) {
    return list.filter(function (w) { return surface.has(w); })
      .map(function (w) { var k = surface.get(w); return [S.surfaceEn[k], S.surfaceNl[k]]; });
  }
  // decide.rs View::number_agreement(): per entry 1 (says a number of the question of the
  // same thing), -1 (only other numbers of it) or 0.
  function numberAgreement(counted) {
    var out = new Int8Array(N);
    if (!counted.length) return out;
    var stems = C.numbers.filter(function (n) { return surface.has(n[0]); })
      .map(function (n) { var k = surface.get(n[0]); return [S.surfaceEn[k], S.surfaceNl[k], n[1]]; });
    var ignoredEn = new Set(), ignoredNl = new Set();
    S.ignore.forEach(function (w) {
      if (surface.has(w)) { ignoredEn.add(S.surfaceEn[surface.get(w)]); ignoredNl.add(S.surfaceNl[surface.get(w)]); }
    });
    var valueOf = function (stem, dutch) {
      for (var k = 0; k < stems.length; k++) if ((dutch ? stems[k][1] : stems[k][0]) === stem) return stems[k][2];
      return null;
    };
    counted.forEach(function (c) {
      [[false, c[1]], [true, c[2]]].forEach(function (x) {
        var dutch = x[0], list = postings.get(x[1]) || [];
        for (var k = 0; k < list.length; k += 3) {
          var e = list[k], f = list[k + 1], p = list[k + 2];
          if (S.fieldDutch[f] !== dutch || f === 2) continue;
          // The number just before, or one word before when the word between is not ignored.
          var st = field(e, f), v = null;
          if (p >= 1) v = valueOf(st[p - 1], dutch);
          if (v === null && p >= 2 && !(dutch ? ignoredNl : ignoredEn).has(st[p - 1])) v = valueOf(st[p - 2], dutch);
          if (v !== null && v === c[0]) out[e] = 1;
          else if (v !== null && out[e] === 0) out[e] = -1;
        }
      });
    });
    return out;
  }
  // decide.rs View::negation_agreement(): per entry, whether its title or text says a
  // negation of the same kind within scope + 1 words before a word the question's bears on.
  function negationAgreement(negated) {
    var out = new Array(N).fill(false);
    if (!negated.length) return out;
    var no = stemPairs(C.negations), cop = stemPairs(C.copulas);
    var is = function (list, x, dutch) {
      return list.some(function (s) { return (dutch ? s[1] : s[0]) === x; });
    };
    negated.forEach(function (n) {
      [[false, n[0]], [true, n[1]]].forEach(function (x) {
        var dutch = x[0], list = postings.get(x[1]) || [];
        for (var k = 0; k < list.length; k += 3) {
          var e = list[k], f = list[k + 1], p = list[k + 2];
          if (S.fieldDutch[f] !== dutch || [0, 1, 3, 4].indexOf(f) < 0) continue;
          var st = field(e, f);
          for (var q = Math.max(p - C.scope - 1, 0); q < p; q++) {
            if (is(no, st[q], dutch) && ((q > 0 && is(cop, st[q - 1], dutch)) === n[2])) { out[e] = true; break; }
          }
        }
      });
    });
    return out;
  }
  function field(e, f) { return S.fields[e][f]; }
  // search.rs View::concept_hits(): h of every entry, and the title words matched.
  function conceptHits(c) {
    var tf = [], titles = [], asked = [], literal = new Array(N).fill(false), e, k;
    for (e = 0; e < N; e++) tf.push(S.fieldDutch.map(function () { return 0; }));
    c.alts.forEach(function (pair) {
      var said = cmpAlt(pair, c.said) === 0;
      [[false, pair[0]], [true, pair[1]]].forEach(function (x) {
        var dutch = x[0], alt = x[1], list = postings.get(alt[0]) || [];
        for (k = 0; k < list.length; k += 3) {
          var en = list[k], f = list[k + 1], p = list[k + 2];
          if (S.fieldDutch[f] !== dutch) continue;
          var st = field(en, f), ok = alt.length === 1;
          if (!ok && p + alt.length <= st.length) {
            ok = true;
            for (var j = 0; j < alt.length; j++) if (st[p + j] !== alt[j]) { ok = false; break; }
          }
          if (ok) {
            tf[en][f] += 1;
            if (said) literal[en] = true;
            if (f < 2) for (var q = p; q < p + alt.length; q++) titles.push([en, f, q]);
            if (f === 5 || f === 6) for (var q2 = p; q2 < p + alt.length; q2++) asked.push([en, f === 6 ? 1 : 0, q2]);
          }
        }
      });
    });
    function bm(x, len, avg) {
      if (x === 0) return 0;
      return x * (C.k1 + 1.0) / (x + C.k1 * (1.0 - C.b + C.b * len / avg));
    }
    var h = new Float64Array(N);
    for (e = 0; e < N; e++) {
      var t = tf[e];
      // Title, text and asks of one language (fields 0, 3, 5 English; 1, 4, 6 Dutch).
      var side = function (title, text, asks) {
        return C.wTitle * (t[title] > 0 ? 1 : 0) + C.wText * bm(t[text], field(e, text).length, S.averageLengths[text])
          + C.wAsk * bm(t[asks], field(e, asks).length, S.averageLengths[asks]);
      };
      var enS = side(0, 3, 5), nlS = side(1, 4, 6);
      var key = S.keys[e].some(function (x) { return c.keys.indexOf(x) >= 0; });
      h[e] = Math.max(enS, nlS) + C.wId * (t[2] > 0 ? 1 : 0) + C.wKey * (key ? 1 : 0);
    }
    // Every field but the id (2): the words the likelihood counts.
    var count = new Array(N).fill(0);
    for (e = 0; e < N; e++) for (k = 0; k < tf[e].length; k++) if (k !== 2) count[e] += tf[e][k];
    return [h, titles, literal, asked, count];
  }
  // likely.rs ln(): the natural logarithm with + - * / only, as the command computes it.
  function ln(x) {
    if (!(x > 0 && isFinite(x))) return -Infinity;
    var m = x, k = 0;
    while (m >= C.sqrt2) { m *= 0.5; k += 1; }
    while (m < C.sqrtHalf) { m *= 2.0; k -= 1; }
    var s = (m - 1.0) / (m + 1.0), s2 = s * s, term = s, sum = 0.0;
    for (var i = 0; i < C.lnTerms; i++) { sum += term / (2 * i + 1); term *= s2; }
    return 2.0 * sum + k * C.ln2;
  }
  // View::word_counts(): the words of each entry's fields but the id.
  var lens = null, lnLens = null, allWords = 0;
  function wordCounts() {
    lens = [];
    for (var e = 0; e < N; e++) {
      var l = 0;
      for (var f = 0; f < S.fields[e].length; f++) if (f !== 2) l += S.fields[e][f].length;
      lens.push(l);
    }
    allWords = 0;
    lens.forEach(function (l) { allWords += l; });
    lnLens = lens.map(function (l) { return ln(l + C.mu); });
  }
  // likely.rs rerank(): the first answers re-ordered by the likelihood of the question's words.
  function rerank(hits, likely, counted) {
    if (counted <= 0) return;
    var k = 0;
    while (k < hits.length && k < C.rerank && hits[k][1] < 2.0) k++;
    var best = -Infinity, i;
    for (i = 0; i < k; i++) best = Math.max(best, likely[hits[i][0]]);
    for (i = 0; i < k; i++) hits[i][1] += C.wLikely * (likely[hits[i][0]] - best) / counted;
    var first = hits.slice(0, k);
    first.sort(function (a, b) { return b[1] - a[1] || a[0] - b[0]; });
    for (i = 0; i < k; i++) hits[i] = first[i];
  }
  // search.rs View::best_ask(): the entry's best ask, from its asks' words matched
  // ([language, position, concept], any order) and the concepts' weights.
  function bestAsk(e, hits, weights, total) {
    hits = hits.slice().sort(function (a, b) { return a[0] - b[0] || a[1] - b[1] || a[2] - b[2]; });
    hits = hits.filter(function (h, k) {
      return k === 0 || hits[k - 1][0] !== h[0] || hits[k - 1][1] !== h[1] || hits[k - 1][2] !== h[2];
    });
    var best = 0.0, i = 0;
    while (i < hits.length) {
      var lang = hits[i][0], pos = hits[i][1];
      var from = S.askAt[e * 2 + lang], to = S.askAt[e * 2 + lang + 1], k = 0;
      while (from + k < to && S.askEnds[from + k] <= pos) k++;
      var start = k === 0 ? 0 : S.askEnds[from + k - 1];
      var end = from + k < to ? S.askEnds[from + k] : start;
      var j = i, positions = 0, last = -1, concepts = [];
      while (j < hits.length && hits[j][0] === lang && hits[j][1] < end) {
        if (last !== hits[j][1]) { positions++; last = hits[j][1]; }
        concepts.push(hits[j][2]);
        j++;
      }
      i = Math.max(j, i + 1);
      concepts.sort(function (a, b) { return a - b; });
      concepts = concepts.filter(function (c, x) { return x === 0 || concepts[x - 1] !== c; });
      var len = Math.max(end - start, 1);
      var q = 0.0;
      concepts.forEach(function (c) { q += weights[c]; });
      q = q / total;
      var a = Math.min(positions / len, 1.0);
      if (q + a > 0.0) best = Math.max(best, 2.0 * q * a / (q + a));
    }
    return best;
  }
  // search.rs Index::search(): [entry index, score] best first.
  function search(query) {
    if (!postings) buildPostings();
    if (!lens) wordCounts();
    var cs = read(query), e;
    var likely = new Float64Array(N), counted = 0;
    var total = 0, covered = new Float64Array(N), fit = new Float64Array(N), matched = new Array(N).fill(0);
    var evidence = [0, 0], evidenceWeight = 0, pointed = new Map();
    var titleWords = [], weights = [], asked = [];
    for (e = 0; e < N; e++) { titleWords.push([new Set(), new Set()]); asked.push([]); }
    cs.forEach(function (c, ci) {
      var r = conceptHits(c), h = r[0], df = 0;
      for (e = 0; e < N; e++) if (h[e] > 0) df++;
      var w = S.idf[df] * c.part;
      total += w;
      weights.push(w * c.sure);
      var seen = 0;
      for (e = 0; e < N; e++) seen += r[4][e];
      if (seen > 0) {
        var p = seen / allWords;
        counted += 1.0;
        var lnP = ln(p), unsaid = ln(C.mu * p);
        for (e = 0; e < N; e++) {
          var said = r[4][e] === 0 ? unsaid : ln(r[4][e] + C.mu * p);
          likely[e] += said - lnLens[e] - lnP;
        }
      }
      r[3].forEach(function (x) { asked[x[0]].push([x[1], x[2], ci]); });
      if (df === 0) return;
      // The priors count the entries matched by the words as said, when there are any.
      var lit = r[2], anyLiteral = false;
      for (e = 0; e < N; e++) if (lit[e] && h[e] > 0) anyLiteral = true;
      var inTitle = new Array(N).fill(false);
      r[1].forEach(function (x) { inTitle[x[0]] = true; titleWords[x[0]][x[1]].add(x[2]); });
      var mass = 0, perGame = [0, 0], perGroup = new Map();
      for (e = 0; e < N; e++) {
        if (h[e] > 0) {
          covered[e] += w * c.sure;
          fit[e] += w * c.sure * h[e];
          matched[e] += 1;
          if (anyLiteral && !lit[e]) continue;
          var m = inTitle[e] ? h[e] : C.wAway * h[e];
          mass += m;
          perGame[S.games[e]] += m;
          S.groups[e].forEach(function (g) { perGroup.set(g, perGroup.has(g) ? perGroup.get(g) + m : m); });
        }
      }
      // A word of one game weighs fully in the game evidence; one both games use alike, wEven of it.
      var sharp = Math.abs(perGame[0] - perGame[1]) / mass;
      var we = w * (C.wEven + (1.0 - C.wEven) * sharp);
      for (var g = 0; g < 2; g++) evidence[g] += we * (perGame[g] / mass);
      evidenceWeight += we;
      var shares = [];
      perGroup.forEach(function (k, g) { shares.push([g, k / mass]); });
      c.keys.forEach(function (k) { shares.push([boxOf(k), 1.0]); });
      shares.forEach(function (x) { pointed.set(x[0], Math.max(pointed.has(x[0]) ? pointed.get(x[0]) : x[1], x[1])); });
    });
    var agree = numberAgreement(cs.counted), saysNo = negationAgreement(cs.negated);
    var exact = query.trim(), hits = [];
    for (e = 0; e < N; e++) {
      if (D.entries[e].id === exact) { hits.push([e, 2.0]); continue; }
      if (matched[e] === 0) continue;
      var coverage = covered[e] / total;
      var fitE = fit[e] / (total * C.hMax);
      var prior = S.games[e] === 0 ? C.pCarc : 0.0;
      var eG = cs.game !== null ? (cs.game === S.games[e] ? 1 : 0) : (evidence[S.games[e]] + prior) / (evidenceWeight + C.pCarc);
      var factor = C.pGame + (1.0 - C.pGame) * eG;
      S.groups[e].forEach(function (x) {
        var share = pointed.has(x) ? pointed.get(x) : 0.0;
        factor *= C.pGroup + (1.0 - C.pGroup) * share;
      });
      var title = function (lang) {
        var len = Math.max(S.titleLen[e * 2 + lang], 1);
        return Math.min(titleWords[e][lang].size / len, 1.0);
      };
      var precision = Math.max(title(0), title(1));
      var ask = bestAsk(e, asked[e], weights, total);
      var answer = C.wCover * coverage + C.wFit * fitE + C.wPrec * precision + C.wBest * ask;
      var decides = agree[e] === 1 ? 1.0 + C.dAgree : agree[e] === -1 ? 1.0 - C.dClash : 1.0;
      hits.push([e, answer * factor * ((saysNo[e] ? 1.0 + C.dNeg : 1.0) * decides)]);
    }
    hits.sort(function (a, b) { return b[1] - a[1] || a[0] - b[0]; });
    rerank(hits, likely, counted);
    return hits;
  }

  // Filters: rulings/mod.rs Database::filter().
  function passes(e, game, exp) {
    var d = D.entries[e];
    if (game && d.game !== game) return false;
    if (exp === "base") return d.base;
    if (exp) return d.exp.indexOf(exp) >= 0;
    return true;
  }

  var root = document.documentElement;
  var q = document.getElementById("q");
  var gameSel = document.getElementById("game");
  var expSel = document.getElementById("expansion");
  var box = document.getElementById("entries");
  var arts = Array.prototype.slice.call(box.querySelectorAll("article.entry"));
  var glossary = document.getElementById("glossary");

  function setMode(mode) {
    root.setAttribute("data-mode", mode);
    root.lang = mode === "nl" ? "nl" : "en";
    document.querySelectorAll(".modes button").forEach(function (b) {
      b.setAttribute("aria-pressed", String(b.getAttribute("data-mode") === mode));
    });
    document.querySelectorAll("[data-en][data-nl]").forEach(function (el) {
      var t = mode === "both" && el.dataset.en !== el.dataset.nl
        ? el.dataset.en + " / " + el.dataset.nl
        : (mode === "nl" ? el.dataset.nl : el.dataset.en);
      if (el.tagName === "INPUT") el.placeholder = t; else el.textContent = t;
    });
    try { localStorage.setItem("arbiter-mode", mode); } catch (err) { /* file:// may refuse */ }
  }

  function apply() {
    var query = q.value.trim();
    var order = query ? search(query).map(function (h) { return h[0]; }) : arts.map(function (a, i) { return i; });
    var shown = order.filter(function (e) { return passes(e, gameSel.value, expSel.value); });
    arts.forEach(function (a) { a.hidden = true; a.style.order = ""; });
    shown.forEach(function (e, k) { arts[e].hidden = false; arts[e].style.order = k; });
    box.setAttribute("data-first", shown.length ? D.entries[shown[0]].id : "");
    document.getElementById("count").textContent = shown.length;
    document.getElementById("nohits").hidden = shown.length > 0;
    glossary.hidden = Boolean(query || gameSel.value || expSel.value);
  }

  document.querySelectorAll(".modes button").forEach(function (b) {
    b.addEventListener("click", function () { setMode(b.getAttribute("data-mode")); });
  });
  // A link to an entry or term that a search or filter hides clears them first.
  function reveal() {
    var el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (el && el.closest("[hidden]")) {
      q.value = "";
      gameSel.value = "";
      expSel.value = "";
      apply();
      el.scrollIntoView();
    }
  }
  window.addEventListener("hashchange", reveal);
  q.addEventListener("input", apply);
  gameSel.addEventListener("change", apply);
  expSel.addEventListener("change", apply);
  var saved = null;
  try { saved = localStorage.getItem("arbiter-mode"); } catch (err) { /* ignore */ }
  setMode(saved === "en" || saved === "nl" || saved === "both" ? saved : root.getAttribute("data-mode"));

  // A link can carry a search and filters: index.html?q=builder&game=carcassonne.
  var params = new URLSearchParams(location.search);
  if (params.get("q")) q.value = params.get("q");
  if (params.get("game")) gameSel.value = params.get("game");
  if (params.get("expansion")) expSel.value = params.get("expansion");
  if (params.get("lang")) setMode(params.get("lang"));
  if (q.value || gameSel.value || expSel.value) apply();

  // For tests and for the curious: the ranked ids of a query.
  window.arbiterSearch = function (query) {
    return search(query).map(function (h) { return D.entries[h[0]].id; });
  };
  // ?ranks=["q1","q2"] writes the ten best ids of each query into the page, and the page
  // notes how wide it is laid out and how long it took to get ready (for the browser test).
  if (params.get("ranks")) {
    var qs = JSON.parse(params.get("ranks"));
    root.setAttribute("data-ranks", JSON.stringify(qs.map(function (x) {
      return window.arbiterSearch(x).slice(0, 10);
    })));
  }
  // ?probe paints a square in the top left corner: green while the page fits the width of
  // the window, red while it is wider (a screenshot shows which).
  function measure() {
    root.setAttribute("data-scroll-width", String(root.scrollWidth));
    root.setAttribute("data-client-width", String(root.clientWidth));
    if (probe) probe.style.background = root.scrollWidth > root.clientWidth ? "#ff0000" : "#00ff00";
  }
  var probe = null;
  if (params.has("probe")) {
    probe = document.createElement("div");
    probe.style.cssText = "position:fixed;left:0;top:0;width:24px;height:24px;z-index:9";
    document.body.appendChild(probe);
    window.addEventListener("resize", measure);
    measure();
  }
  // Milliseconds from navigation until the page is ready, and of those in this script (with
  // ?probe, measure() above has made the browser lay the page out too).
  root.setAttribute("data-ready-ms", performance.now().toFixed(1));
  root.setAttribute("data-script-ms", (performance.now() - t0).toFixed(1));
})();
