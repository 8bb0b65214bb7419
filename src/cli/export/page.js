// The rulings page's search, filters and language switch. No libraries, no requests.
// The search is src/rulings/search.rs step by step, on the data that module exports
// (Database::search_data): the same folding, stems, glossary concepts, word parts, weights
// and rarity table, in the same f64 arithmetic, so it ranks exactly as `arbiter rulings search`.
(function () {
  "use strict";
  var t0 = performance.now();
  var D = JSON.parse(document.getElementById("arbiter-data").textContent);
  var S = D.search;
  var N = S.fields.length;

  var vocab = new Map();
  S.words.forEach(function (w, i) { vocab.set(w, i); });
  var phrases = new Map();
  S.phrases.forEach(function (p) { phrases.set(p[0].join(","), p[1]); });
  var stop = new Set(S.stopWords);
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
  function clen(s) { return Array.from(s).length; }
  // search.rs stem()
  function stem(w) {
    var n = clen(w);
    if (n > 4 && w.endsWith("ies")) return w.slice(0, -3) + "y";
    if (n > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
    if (clen(w) > 4 && w.endsWith("en")) w = w.slice(0, -2);
    if (clen(w) > 3 && w.endsWith("e")) w = w.slice(0, -1);
    return w;
  }
  function cmp(a, b) {
    for (var i = 0; i < a.length && i < b.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
    return a.length - b.length;
  }
  function partsOf(alts) {
    return alts.filter(function (a) { return a.length === 1; })
      .map(function (a) { return S.words[a[0]]; })
      .filter(function (w) { return clen(w) >= S.minPart; });
  }
  // search.rs Index::concepts()
  function concepts(query) {
    var words = fold(query).split(" ").filter(Boolean);
    var stems = words.map(stem);
    var ids = stems.map(function (s) { return vocab.has(s) ? vocab.get(s) : -1; });
    var out = [], seen = new Set(), i = 0;
    while (i < words.length) {
      var matched = null;
      for (var len = Math.min(S.maxPhrase, words.length - i); len >= 1; len--) {
        var slice = ids.slice(i, i + len);
        if (slice.indexOf(-1) >= 0) continue;
        var terms = phrases.get(slice.join(","));
        if (terms) {
          if (len === 1 && stop.has(words[i])) continue;
          matched = [len, terms];
          break;
        }
      }
      var c;
      if (matched) {
        i += matched[0];
        var alts = [], keys = [];
        matched[1].forEach(function (t) {
          S.termAlts[t].forEach(function (a) {
            if (!alts.some(function (x) { return cmp(x, a) === 0; })) alts.push(a);
          });
          keys.push(S.termKeys[t]);
        });
        alts.sort(cmp);
        keys.sort();
        c = { alts: alts, parts: partsOf(alts), keys: keys };
      } else {
        var w = words[i], id = ids[i], s = stems[i];
        i += 1;
        if (stop.has(w)) continue;
        c = { alts: id < 0 ? [] : [[id]], parts: clen(s) >= S.minPart ? [s] : [], keys: [] };
      }
      var sig = JSON.stringify(c);
      if (!seen.has(sig)) { seen.add(sig); out.push(c); }
    }
    return out;
  }
  // search.rs Index::concept_hits()
  function conceptHits(c) {
    var full = new Float64Array(N), part = new Float64Array(N), k, list;
    c.alts.forEach(function (alt) {
      list = postings.get(alt[0]);
      if (!list) return;
      for (k = 0; k < list.length; k += 3) {
        var e = list[k], f = list[k + 1], p = list[k + 2], st = S.fields[e][f];
        var ok = alt.length === 1;
        if (!ok && p + alt.length <= st.length) {
          ok = true;
          for (var j = 0; j < alt.length; j++) if (st[p + j] !== alt[j]) { ok = false; break; }
        }
        if (ok) full[e] += S.fieldWeights[f];
      }
    });
    if (c.keys.length) {
      S.keys.forEach(function (ks, e) {
        if (ks.some(function (x) { return c.keys.indexOf(x) >= 0; })) full[e] += S.wKey;
      });
    }
    if (c.parts.length) {
      for (var id = 0; id < S.words.length; id++) {
        var word = S.words[id];
        if (c.alts.some(function (a) { return a.length === 1 && a[0] === id; })) continue;
        if (!c.parts.some(function (p) { return word.includes(p); })) continue;
        list = postings.get(id) || [];
        for (k = 0; k < list.length; k += 3) part[list[k]] += S.fieldWeights[list[k + 1]];
      }
    }
    return [full, part];
  }
  // search.rs Index::search(): [entry index, score] best first.
  function search(query) {
    if (!postings) buildPostings();
    var cs = concepts(query), e;
    var matched = new Array(N).fill(0), found = new Array(N).fill(false);
    var weighted = new Float64Array(N), total = 0;
    cs.forEach(function (c) {
      var r = conceptHits(c), full = r[0], part = r[1], h = new Float64Array(N), df = 0;
      for (e = 0; e < N; e++) { h[e] = full[e] + S.wPart * part[e]; if (h[e] > 0) df++; }
      if (df === 0) return;
      var idf = S.idf[df];
      total += idf;
      for (e = 0; e < N; e++) {
        if (h[e] > 0) {
          found[e] = true;
          if (full[e] > 0) matched[e] += 1;
          weighted[e] += idf * h[e] / (h[e] + 3);
        }
      }
    });
    var exact = query.trim(), hits = [];
    for (e = 0; e < N; e++) {
      var bonus = D.entries[e].id === exact ? cs.length + 1 : 0;
      if (!found[e] && bonus === 0) continue;
      var frac = total > 0 ? 0.999 * weighted[e] / total : 0;
      hits.push([e, bonus + matched[e] + frac]);
    }
    hits.sort(function (a, b) { return b[1] - a[1] || a[0] - b[0]; });
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
