//! The exported rulings page in a real browser: headless Chromium loads it from disk
//! (`file://`, every outside address made unresolvable), runs searches and filters, and is
//! photographed at phone width.
//!
//! - three searches (English, Dutch, an id) typed into the page give the same first result as
//!   `arbiter rulings search`, and the page's ten best for many more queries (twenty of the
//!   search's corners and every question of the evaluation sets, `tests/search/`) are the
//!   database search's ten best, in order;
//! - the game and expansion filters show as many entries as `rulings list` finds;
//! - at 390 CSS pixels wide, in every language mode, the page is no wider than the window (a
//!   probe square the page paints green or red, read from the screenshot);
//! - it prints (to PDF).
//!
//! Needs Chromium (`chromium` on the PATH, or `ARBITER_CHROMIUM`). Without it the test says so
//! and passes, unless `ARBITER_BROWSER_TEST=required` (which `.ci/run` sets once it has
//! installed Chromium).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use arbiter_rulings::{Database, Filter, Game};

use crate::common::TempDir;

fn find_chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("ARBITER_CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    for dir in std::env::split_paths(&path) {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            let p = dir.join(name);
            if p.is_file() {
                return Some(p);
            }
        }
    }
    None
}

/// Percent-encodes a URL query value.
fn encode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

struct Browser {
    exe: PathBuf,
    profile: PathBuf,
    page: PathBuf,
}

impl Browser {
    /// Runs Chromium on the page with `query` and extra arguments; returns standard output.
    fn run(&self, query: &str, args: &[String]) -> String {
        let url = format!("file://{}?{query}", self.page.display());
        // To a file: a pipe nobody reads while waiting would fill up and stop the browser.
        let out_path = self.profile.with_extension("out.html");
        let out_file = std::fs::File::create(&out_path).unwrap();
        let mut child = Command::new(&self.exe)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--no-first-run",
                "--disable-extensions",
                "--host-resolver-rules=MAP * ~NOTFOUND",
            ])
            .arg(format!("--user-data-dir={}", self.profile.display()))
            .args(args)
            .arg(&url)
            .stdout(out_file)
            .stderr(Stdio::null())
            .spawn()
            .expect("chromium starts");
        // Not a timing check: only a guard against a browser that never returns.
        let deadline = Instant::now() + Duration::from_secs(180);
        loop {
            if child.try_wait().unwrap().is_some() {
                break;
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                panic!("chromium did not finish for {url}");
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        String::from_utf8_lossy(&std::fs::read(&out_path).unwrap()).into_owned()
    }

    fn dom(&self, query: &str) -> String {
        let dom = self.run(
            query,
            &["--window-size=390,844".into(), "--dump-dom".into()],
        );
        assert!(dom.contains("id=\"entries\""), "no page: {dom:.300}");
        dom
    }
}

/// The value of `attr="..."` on the first element that has it, unescaped.
fn attr(dom: &str, attr: &str) -> Option<String> {
    let pat = format!(" {attr}=\"");
    let i = dom.find(&pat)? + pat.len();
    let raw = &dom[i..i + dom[i..].find('"')?];
    Some(
        raw.replace("&quot;", "\"")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&#39;", "'")
            .replace("&amp;", "&"),
    )
}

fn shown(dom: &str) -> usize {
    let i = dom.find("<output id=\"count\">").unwrap() + "<output id=\"count\">".len();
    dom[i..i + dom[i..].find('<').unwrap()].parse().unwrap()
}

fn cli_first(words: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["--format", "json", "rulings", "search"])
        .args(words.split(' '))
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v[0]["id"].as_str().unwrap().to_string()
}

/// Checks the probe square of a screenshot: the page must fit the window.
fn check_screenshot(png: &Path, what: &str) {
    let bytes = std::fs::read(png).unwrap_or_else(|e| panic!("{what}: no screenshot ({e})"));
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(&bytes).unwrap();
    assert_eq!((pixmap.width(), pixmap.height()), (390, 844), "{what}");
    let p = pixmap.pixel(6, 6).unwrap();
    assert!(
        p.green() > 200 && p.red() < 80,
        "{what}: the page is wider than a 390 px phone screen (probe {:?})",
        (p.red(), p.green(), p.blue())
    );
}

#[test]
fn the_page_searches_filters_and_fits_a_phone_in_a_real_browser() {
    let Some(exe) = find_chromium() else {
        let required = std::env::var("ARBITER_BROWSER_TEST").is_ok_and(|v| v == "required");
        assert!(!required, "ARBITER_BROWSER_TEST=required but no chromium");
        eprintln!("skipped: no chromium on this machine (apt-get install chromium)");
        return;
    };
    let db = Database::embedded();
    let tmp = TempDir::new("browser");
    let dir = tmp.join("page");
    let status = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["--lang", "en", "rulings", "export", "--html"])
        .arg(&dir)
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let browser = Browser {
        exe,
        profile: dir.join("profile"),
        page: dir.join("index.html"),
    };
    let size = std::fs::metadata(&browser.page).unwrap().len();

    // Three searches typed into the page (as a link would carry them).
    for words in [
        "pig farmer completed city",
        "bouwmeester grote meeple",
        "faq.010",
    ] {
        let dom = browser.dom(&format!("q={}", encode(words)));
        let first = attr(&dom, "data-first").unwrap();
        let cli = cli_first(words);
        eprintln!("search {words:?}: page {first}, arbiter rulings search {cli}");
        assert_eq!(first, cli, "{words}");
        assert_eq!(shown(&dom), db.search(words).len(), "{words}");
    }

    // The ten best of many queries, in order, against the database's own search.
    let queries = [
        "builder big follower",
        "varken boer voltooide stad",
        "tb.builder.place",
        "meer",
        "punt",
        "ÁBT TÚÏN",
        "Kooplieden & Bouwmeesters varken",
        "Merchants & Makers pig",
        "The Tower",
        "Hills & Sheep shepherd",
        "abbey",
        "de het een",
        "kathedraal onvoltooide stad",
        "tavern unfinished road",
        "meeple's",
        "zzzz",
        "workers bid",
        "landtegel",
        "grote meeple als ridder",
        "Straße coördinatie",
        "they weren't finished, isn't it, wouldn't he",
        "isn't isn't isn't doesn't fit",
        "da's een weg die niet af is",
    ];
    // And every question of the evaluation sets (typos, table talk, both languages).
    let mut queries: Vec<String> = queries.iter().map(|q| q.to_string()).collect();
    for file in crate::common::SEARCH_SETS {
        let path = format!("{}/tests/search/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).unwrap();
        let set: Vec<serde_json::Value> = serde_saphyr::from_str(&text).unwrap();
        queries.extend(set.iter().map(|q| q["q"].as_str().unwrap().to_string()));
    }
    assert!(queries.len() > 200, "{}", queries.len());
    // The questions go to the page in its address, in batches that keep one argument of the
    // browser's command line under the system's limit (128 KiB).
    let mut ranks: Vec<Vec<String>> = Vec::new();
    let mut batch: Vec<&String> = Vec::new();
    let flush = |batch: &mut Vec<&String>, ranks: &mut Vec<Vec<String>>| {
        if batch.is_empty() {
            return;
        }
        let list = serde_json::to_string(&batch).unwrap();
        let dom = browser.dom(&format!("ranks={}", encode(&list)));
        let got: Vec<Vec<String>> =
            serde_json::from_str(&attr(&dom, "data-ranks").unwrap()).unwrap();
        assert_eq!(got.len(), batch.len());
        ranks.extend(got);
        batch.clear();
    };
    let mut used = 0;
    for q in &queries {
        let len = encode(&serde_json::to_string(q).unwrap()).len() + 3;
        if used + len > 90_000 {
            flush(&mut batch, &mut ranks);
            used = 0;
        }
        batch.push(q);
        used += len;
    }
    flush(&mut batch, &mut ranks);
    assert_eq!(ranks.len(), queries.len());
    for (q, page) in queries.iter().zip(&ranks) {
        let own: Vec<String> = db
            .search(q.as_str())
            .iter()
            .take(10)
            .map(|h| h.entry.id.clone())
            .collect();
        assert_eq!(page, &own, "{q}");
    }
    // How long the plain page takes to be laid out (reported, not judged), and that it fits
    // the narrowest window headless Chromium lays out for --dump-dom.
    let dom = browser.dom("probe");
    let ready = attr(&dom, "data-ready-ms").unwrap();
    let script = attr(&dom, "data-script-ms").unwrap();
    eprintln!(
        "page: {size} bytes, {} entries; laid out and ready {ready} ms after navigation, {script} ms of it in the script",
        db.entries().len()
    );
    let wide: u32 = attr(&dom, "data-scroll-width").unwrap().parse().unwrap();
    let window: u32 = attr(&dom, "data-client-width").unwrap().parse().unwrap();
    assert!(wide <= window, "{wide} > {window}");

    // Filters as `rulings list`.
    for (query, filter) in [
        (
            "game=keyflower",
            Filter {
                game: Some(Game::Keyflower),
                ..Filter::default()
            },
        ),
        (
            "expansion=castles-and-bridges",
            Filter {
                expansion: Some("castles-and-bridges".into()),
                ..Filter::default()
            },
        ),
        (
            "expansion=base&game=carcassonne",
            Filter {
                expansion: Some("base".into()),
                game: Some(Game::Carcassonne),
                ..Filter::default()
            },
        ),
    ] {
        let dom = browser.dom(query);
        assert_eq!(shown(&dom), db.filter(&filter).len(), "{query}");
    }

    // At phone width, in every language mode and with a search: nothing wider than the screen.
    let shots = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    for (name, query) in [
        ("en", "probe&lang=en"),
        ("nl", "probe&lang=nl"),
        ("both", "probe&lang=both"),
        (
            "both-search",
            "probe&lang=both&q=bouwmeester%20grote%20meeple",
        ),
    ] {
        let png = shots.join(format!("rulings-page-390-{name}.png"));
        let _ = std::fs::remove_file(&png);
        browser.run(
            query,
            &[
                "--window-size=390,844".into(),
                format!("--screenshot={}", png.display()),
            ],
        );
        check_screenshot(&png, name);
        eprintln!("screenshot: {}", png.display());
    }

    // Printing: the print style sheet gives a PDF (controls hidden, entries unbroken).
    let pdf = shots.join("rulings-page.pdf");
    let _ = std::fs::remove_file(&pdf);
    browser.run(
        "lang=both",
        &[
            "--no-pdf-header-footer".into(),
            format!("--print-to-pdf={}", pdf.display()),
        ],
    );
    let bytes = std::fs::read(&pdf).expect("a PDF");
    assert!(
        bytes.starts_with(b"%PDF") && bytes.len() > 100_000,
        "{}",
        bytes.len()
    );
    eprintln!("printed: {} ({} bytes)", pdf.display(), bytes.len());
}
