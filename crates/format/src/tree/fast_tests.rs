//! The fast reader (`fast.rs`) checked against the parser it stands in for: on every YAML
//! file of the repository, on variants of them, and on small documents generated inside and
//! just outside what it reads, it either declines or gives the parser's events, places
//! included, and [`super::read`] the same tree and errors.

use super::fast::{self, Declined};
use super::{read_fast, read_parsed};
use serde_saphyr::granit_parser::{Event, Parser, Span};
use std::path::{Path, PathBuf};

/// The parser's events of `text`, up to its first error (then none).
fn parsed_events(text: &str) -> Option<Vec<(Event<'_>, Span)>> {
    let mut out = Vec::new();
    let mut parser = Parser::new_from_str(text);
    while let Some(next) = parser.next_event() {
        let (event, span) = next.ok()?;
        let end = matches!(event, Event::StreamEnd);
        out.push((event, span));
        if end {
            break;
        }
    }
    Some(out)
}

fn fast_events(text: &str) -> Option<Vec<(Event<'_>, Span)>> {
    let mut out = Vec::new();
    fast::events(text, |e, s| {
        out.push((e, s));
        Ok::<(), Declined>(())
    })
    .ok()?;
    Some(out)
}

/// Whether the fast reader read `text`; panics when it read it otherwise than the parser.
fn check(text: &str) -> bool {
    let Some(fast) = fast_events(text) else {
        assert!(
            read_fast(text).is_none(),
            "declined events, read tree:\n{text}"
        );
        return false;
    };
    let parsed = parsed_events(text)
        .unwrap_or_else(|| panic!("fast reader read what the parser refuses:\n{text}"));
    assert_eq!(
        fast.len(),
        parsed.len(),
        "event count of:\n{text}\n{fast:#?}\n{parsed:#?}"
    );
    for (i, ((fe, fs), (pe, ps))) in fast.iter().zip(&parsed).enumerate() {
        assert_eq!(fe, pe, "event {i} of:\n{text}");
        // The stream and document events' places are not read (but for a second document,
        // which the fast reader declines).
        if !matches!(
            fe,
            Event::StreamStart | Event::StreamEnd | Event::DocumentStart(..) | Event::DocumentEnd
        ) {
            assert_eq!(fs, ps, "place of event {i} ({fe:?}) of:\n{text}");
        }
    }
    let tree = format!("{:?}", read_fast(text));
    let parsed_tree = format!("{:?}", read_parsed(text).ok());
    if tree != "None" {
        assert_eq!(tree, parsed_tree, "tree of:\n{text}");
    }
    true
}

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every YAML file of the repository but the rulings (and any file of the fuzz corpora).
fn repository_files() -> Vec<(PathBuf, String)> {
    let mut out = Vec::new();
    let mut dirs: Vec<PathBuf> = ["examples", "tests", "benches", "fuzz", "docs"]
        .iter()
        .map(|d| repository().join(d))
        .collect();
    while let Some(dir) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.file_name().is_some_and(|n| n == "target") {
                continue;
            }
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let yaml = path.extension().is_some_and(|e| e == "yaml" || e == "yml");
            let corpus = path
                .components()
                .any(|c| matches!(c.as_os_str().to_str(), Some("corpus" | "fuzz_regressions")));
            if yaml || corpus {
                if let Ok(text) = std::fs::read_to_string(&path) {
                    out.push((path, text));
                }
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_yaml_file_of_the_repository_reads_as_the_parser_reads_it() {
    let files = repository_files();
    assert!(files.len() > 100, "{} files", files.len());
    let mut declined = Vec::new();
    for (path, text) in &files {
        if !check(text) {
            declined.push(path.display().to_string());
        }
    }
    println!(
        "{} of {} files declined: {declined:#?}",
        declined.len(),
        files.len()
    );
    // The benchmarks' positions and nearly every position are read fast.
    assert!(
        !declined.iter().any(|p| p.contains("benches/data/")),
        "{declined:#?}"
    );
    assert!(declined.len() * 10 < files.len(), "{declined:#?}");
}

/// A small seeded random generator (xorshift), so every run checks the same cases.
struct Rng(u64, bool);

impl Rng {
    /// Whether this document keeps (mostly) to what the fast reader reads.
    fn clean(&self) -> bool {
        self.1
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// Scalars as they may be written, inside what the fast reader reads (and, after
/// [`CLEAN_SCALARS`], some not).
const SCALARS: &[&str] = &[
    "red",
    "0",
    "-3",
    "12",
    "P1",
    "city:N",
    "BA/RCr",
    "\"BA/RCr\"",
    "'x'",
    "''",
    "\"\"",
    "\"a\\\"b\"",
    "\"\\u00e9t\\x41\\n\\t\\\\\"",
    "'it''s'",
    "a b",
    "x#y",
    "é",
    "Zoë",
    "中文",
    "🙂",
    "~",
    "null",
    "true",
    "1.5",
    "-.5",
    "a:b",
    "x]",
    "x,y",
    "x}",
    "\"#\"",
    "a'b",
    "a\"b",
    "(x)",
    "x=1",
    "x;y",
    "x?",
    "x!",
    "x&y",
    "x*",
    "x|y",
    "x>y",
    "x%",
    "x@y",
    "\"\\ud800\"",
    "\"\\q\"",
    "\"\\U0001F600\"",
    "\"\\x7f\"",
    "\"\\0\\a\\b\\e\\f\\v\\r\\/\\N\\_\\L\\P\\ \"",
    "&a x",
    "*a",
    "!!str x",
    "!t x",
    "|",
    ">",
    "@x",
    "`x",
    "%x",
    "? x",
    "-",
    "- x",
    ":x",
    "?x",
    "...",
    "---",
    ".x",
    "--x",
    "'a\"b'",
    "\"a'b\"",
    "x  y",
    "x\ty",
    "\"x",
    "'x",
    "x'",
];

/// Keys as they may be written.
const KEYS: &[&str] = &[
    "tile", "at", "rot", "pieces", "owner", "name", "a", "b", "x y", "\"q\"", "'s'", "1", "é",
    "-k", "k-", "tiles", "players", "a", "a:b", "? a", "[a]",
];

/// How many of [`SCALARS`] a clean document picks from.
const CLEAN_SCALARS: usize = 45;

fn scalar(r: &mut Rng) -> String {
    let n = if r.clean() {
        CLEAN_SCALARS
    } else {
        SCALARS.len()
    };
    SCALARS[r.below(n)].to_string()
}

fn key(r: &mut Rng) -> &'static str {
    let n = if r.clean() {
        KEYS.len() - 3
    } else {
        KEYS.len()
    };
    KEYS[r.below(n)]
}

/// A `:` after a key.
fn colon(r: &mut Rng) -> &'static str {
    let n = if r.clean() { 3 } else { 5 };
    [": ", ":  ", ": ", ":", " : "][r.below(n)]
}

fn space(r: &mut Rng) -> &'static str {
    ["", " ", " ", " ", "  "][r.below(5)]
}

/// A flow node (depth at most `depth`).
fn flow(r: &mut Rng, depth: usize) -> String {
    match r.below(if depth == 0 { 1 } else { 4 }) {
        0 => scalar(r),
        1 => {
            let n = r.below(4);
            let items: Vec<String> = (0..n).map(|_| flow(r, depth - 1)).collect();
            let sep = format!("{},{}", space(r), [" ", " ", "", "  "][r.below(4)]);
            let trailing = if n > 0 && !r.clean() && r.chance(5) {
                ","
            } else {
                ""
            };
            format!("[{}{}{trailing}{}]", space(r), items.join(&sep), space(r))
        }
        _ => {
            let n = r.below(4);
            let items: Vec<String> = (0..n)
                .map(|_| {
                    let colon = colon(r);
                    format!("{}{colon}{}", key(r), flow(r, depth - 1))
                })
                .collect();
            let sep = format!("{},{}", space(r), [" ", " ", "", "  "][r.below(4)]);
            format!("{{{}{}{}}}", space(r), items.join(&sep), space(r))
        }
    }
}

fn comment(r: &mut Rng) -> String {
    match r.below(10) {
        2 if r.clean() => String::new(),
        0 => " # note".to_string(),
        1 => "  #x é".to_string(),
        2 => "#no".to_string(),
        3 => "   ".to_string(),
        _ => String::new(),
    }
}

/// Lines of a block node at `indent` (depth at most `depth`), after a key or `- ` or alone.
fn block(r: &mut Rng, indent: usize, depth: usize, out: &mut Vec<String>) {
    let pad = " ".repeat(indent);
    let n = 1 + r.below(4);
    let seq = r.chance(40);
    for _ in 0..n {
        if r.chance(8) {
            out.push(["", "# c", "  # c", "   "][r.below(4)].to_string());
        }
        let head = if seq {
            format!("{pad}-{}", [" ", " ", "  ", ""][r.below(4)])
        } else {
            let colon = colon(r);
            format!("{pad}{}{colon}", key(r))
        };
        let c = comment(r);
        match r.below(if depth == 0 { 2 } else { 4 }) {
            0 => out.push(format!("{head}{}{c}", scalar(r))),
            1 => out.push(format!("{head}{}{c}", flow(r, 3))),
            2 => {
                out.push(format!("{}{c}", head.trim_end()));
                let step = [2, 4, 2, 1, 0][r.below(if r.clean() { 2 } else { 5 })];
                if r.chance(90) {
                    block(r, indent + step, depth - 1, out);
                }
            }
            _ => {
                // A compact mapping or sequence in a sequence item, or a value on its own line.
                let mut inner = Vec::new();
                block(r, indent + head.len() - pad.len(), depth - 1, &mut inner);
                if let Some(first) = inner.first_mut() {
                    let cut = (indent + head.len() - pad.len()).min(first.len());
                    *first = format!("{head}{}", &first[cut..]);
                }
                out.extend(inner);
            }
        }
    }
}

fn document(r: &mut Rng) -> String {
    let mut lines = Vec::new();
    if r.chance(20) {
        lines.push("# header".to_string());
    }
    if r.chance(20) {
        lines.push(["---", "--- # c", "--- x", "%YAML 1.2\n---"][r.below(4)].to_string());
    }
    if r.chance(10) {
        lines.push(flow(r, 3));
    } else {
        block(r, 0, 3, &mut lines);
    }
    if !r.clean() && r.chance(5) {
        lines.push(["...", "---", "x", "  y", "# end"][r.below(5)].to_string());
    }
    let mut text = lines.join("\n");
    if r.clean() || !r.chance(5) {
        text.push('\n');
    }
    text
}

/// Position files as arbiter writes them, with quoting, spacing and comments varied.
fn position(r: &mut Rng) -> String {
    let mut t = String::from("game: carcassonne\nplayers:\n");
    for (i, c) in ["red", "blue"].iter().enumerate() {
        t.push_str(&format!("  - {{name: P{i}, color: {c}}}\n"));
    }
    t.push_str("tiles:\n");
    let ind = ["  ", "  ", "    ", ""][r.below(4)];
    for _ in 0..r.below(6) {
        let tile = ["\"BA/RCr\"", "BA/RCr", "'BA/RCr'", "\"RI.1/I.e\""][r.below(4)];
        let mut line = format!(
            "{ind}- {{tile: {tile},{}at: [{}, {}],{}rot: {}",
            space(r),
            r.below(20) as i64 - 10,
            r.below(20) as i64 - 10,
            space(r),
            [0, 90, 180, 270][r.below(4)]
        );
        if r.chance(50) {
            let feature = ["\"city:N\"", "city:N", "'road:E'", "monastery"][r.below(4)];
            line.push_str(&format!(
                ", pieces: [{{owner: red, kind: follower, feature: {feature}}}]"
            ));
        }
        line.push('}');
        line.push_str(&comment(r));
        t.push_str(&line);
        t.push('\n');
        if r.chance(10) {
            t.push_str(["\n", "# c\n", "   # c\n"][r.below(3)]);
        }
    }
    t.push_str("score: {red: 3, blue: 0}\nturn: red\n");
    t
}

/// `text` with one small change.
fn mutate(r: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return String::new();
    }
    let at = r.below(chars.len());
    const INSERT: &[char] = &[
        ' ', ' ', '\n', '#', ':', '-', ',', '[', ']', '{', '}', '"', '\'', '\\', '&', '*', '!',
        '|', '>', '?', '\t', '\r', 'x', '0', 'é', '.', '%', '@',
    ];
    match r.below(4) {
        0 => {
            chars.remove(at);
        }
        1 => chars.insert(at, INSERT[r.below(INSERT.len())]),
        2 => chars[at] = INSERT[r.below(INSERT.len())],
        _ => {
            // Indent or dedent a line.
            let start = chars[..at]
                .iter()
                .rposition(|&c| c == '\n')
                .map_or(0, |p| p + 1);
            if r.chance(50) {
                chars.insert(start, ' ');
            } else if chars.get(start) == Some(&' ') {
                chars.remove(start);
            }
        }
    }
    chars.into_iter().collect()
}

#[test]
fn generated_documents_read_as_the_parser_reads_them() {
    let mut r = Rng(0x9e37_79b9_7f4a_7c15, false);
    let (mut read, mut total) = (0, 0);
    for i in 0..40_000 {
        r.1 = i % 2 == 0;
        total += 1;
        read += usize::from(check(&document(&mut r)));
    }
    // Enough of them are inside what the fast reader reads for the test to mean something.
    assert!(read * 8 > total, "{read} of {total}");
}

#[test]
fn generated_positions_read_as_the_parser_reads_them() {
    let mut r = Rng(0x2545_f491_4f6c_dd1d, true);
    let (mut read, mut total) = (0, 0);
    for _ in 0..2_000 {
        let text = position(&mut r);
        total += 1;
        read += usize::from(check(&text));
        for _ in 0..3 {
            check(&mutate(&mut r, &text));
        }
    }
    assert!(read * 2 > total, "{read} of {total}");
}

#[test]
fn changed_repository_files_read_as_the_parser_reads_them() {
    let mut r = Rng(0x1234_5678_9abc_def1, true);
    for (_, text) in repository_files().iter().filter(|(_, t)| t.len() < 20_000) {
        for _ in 0..15 {
            let mut changed = mutate(&mut r, text);
            if r.chance(30) {
                changed = mutate(&mut r, &changed);
            }
            check(&changed);
        }
    }
}

#[test]
fn the_budgets_stay_the_parsers() {
    // Too deep: the reader refuses, so the fast reader declines and the parser's error stays.
    let deep = format!("{}{}\n", "[".repeat(40), "]".repeat(40));
    assert!(read_fast(&deep).is_none());
    let deep = format!("a: {}1{}\n", "[".repeat(31), "]".repeat(31));
    assert!(read_fast(&deep).is_some());
    check(&deep);
    // A list past its limit, a repeated key: the same errors either way.
    let long = format!("pieces: [{}]\n", vec!["1"; 101].join(", "));
    assert!(read_fast(&long).is_none());
    assert!(read_parsed(&long).is_err());
    let repeated = "a: 1\nb: 2\na: 3\n";
    assert!(check(repeated));
    let (_, errors) = read_fast(repeated).unwrap();
    assert_eq!(errors.len(), 1);
    // A line longer than the parser's key lookahead.
    let wide = format!("a: [{}]\n", vec!["x"; 600].join(", "));
    assert!(!check(&wide));
}
