//! Dutch output of every error path: bad YAML of each kind, file-system errors, command-line
//! mistakes, help and usage, Keyflower field errors, picture names and `--until` warnings.
//! Each output is snapshotted, and a small detector of English words asserts that no English is
//! left once the parts a user wrote (file names, quoted values, the source snippet) and the
//! names arbiter's interface keeps (options, commands, rule ids) are set aside.

use std::path::Path;

use assert_cmd::Command;

/// Words that are English and not Dutch; any of them in Dutch output is a leftover.
const ENGLISH: &[&str] = &[
    "the",
    "not",
    "found",
    "error",
    "expected",
    "usage",
    "options",
    "option",
    "such",
    "directory",
    "invalid",
    "unknown",
    "unrecognized",
    "arguments",
    "required",
    "provided",
    "information",
    "try",
    "allowed",
    "disallowed",
    "indicator",
    "illegal",
    "missing",
    "field",
    "fields",
    "and",
    "or",
    "this",
    "here",
    "value",
    "values",
    "file",
    "command",
    "commands",
    "subcommand",
    "for",
    "more",
    "with",
    "cannot",
    "while",
    "scanning",
    "which",
    "unexpected",
    "possible",
    "tip",
    "similar",
    "exists",
    "must",
    "should",
    "tile",
    "tiles",
    "player",
    "players",
    "piece",
    "pieces",
    "warning",
    "context",
    "placement",
    "no",
    "print",
    "show",
    "list",
    "wrong",
    "key",
    "keys",
    "did",
    "you",
    "mean",
    "legal",
    "points",
    "scored",
    "follower",
    "big",
    "builder",
    "pig",
    "abbot",
    "garden",
    "inn",
    "cathedral",
    "road",
    "city",
    "monastery",
    "completed",
    "unfinished",
    "red",
    "blue",
    "green",
    "yellow",
    "black",
    "gray",
    "pink",
    "at",
    "line",
    "column",
    "problem",
    "problems",
    "position",
    "record",
    "beyond",
    "shows",
    "showing",
    "last",
];

/// arbiter's command names, which stay as they are in every language.
const COMMANDS: &[&str] = &[
    "score",
    "check",
    "move",
    "tiles",
    "rulings",
    "glossary",
    "render",
    "replay",
    "import",
    "settle",
    "schema",
    "completions",
    "man",
    "settle",
    "show",
    "list",
    "search",
];

/// The words of `text` a reader is meant to read as arbiter's sentences: without the source
/// snippet (lines of the file shown with a gutter), quoted text, `<VALUE>` and `[OPTION]`
/// tokens, `--options`, rule ids and file names.
fn prose_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    for line in text.lines() {
        let t = line.trim_start();
        let gutter = t.starts_with('│') && t.contains("╭")
            || t.starts_with('╭')
            || t.starts_with('╰')
            || t.starts_with('·')
            || t.split_once('│').is_some_and(|(n, _)| {
                !n.trim().is_empty() && n.trim().chars().all(|c| c.is_ascii_digit())
            });
        if gutter {
            continue;
        }
        // An example in the file format (`move: {player: ...}`) is code, not prose.
        if line.contains(": {") {
            continue;
        }
        // Lists of the file format's own keys and values are names, not prose.
        let line = ["hier:", "waarden:"]
            .iter()
            .fold(line, |l, marker| l.split(marker).next().unwrap_or(l));
        let mut cleaned = String::new();
        let mut quote: Option<char> = None;
        for c in line.chars() {
            match quote {
                Some(q) if c == q => quote = None,
                Some(_) => {}
                None if matches!(c, '"' | '`' | '\'') => quote = Some(c),
                None if c == '<' => quote = Some('>'),
                None => cleaned.push(c),
            }
        }
        for token in cleaned.split_whitespace() {
            let skip = token.starts_with('-')
                || token.contains('@')
                || token.contains('\\')
                || token.contains('_')
                || COMMANDS.contains(&token)
                || token.contains(".yaml")
                || token.contains('/')
                || token.contains('.')
                    && token.chars().any(|c| c.is_ascii_lowercase())
                    && !token.ends_with('.');
            if skip {
                continue;
            }
            for w in token.split(|c: char| !c.is_alphabetic()) {
                if !w.is_empty() {
                    words.push(w.to_lowercase());
                }
            }
        }
    }
    words
}

pub(crate) fn english_left(text: &str, allowed: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = prose_words(text)
        .into_iter()
        .filter(|w| ENGLISH.contains(&w.as_str()) && !allowed.contains(&w.as_str()))
        .collect();
    out.dedup();
    out
}

/// Runs arbiter in Dutch (by `--lang nl`) in `tests/dutch`; returns (exit code, all output).
fn run(args: &[&str]) -> (i32, String) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dutch");
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .current_dir(&dir)
        .env_remove("LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("NO_COLOR", "1")
        .args(["--lang", "nl", "--color", "never"])
        .args(args)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(!text.contains("panicked"), "{args:?}: {text}");
    (out.status.code().unwrap_or(-1), text)
}

/// Every error path: (snapshot name, arguments, exit code, English words that are Dutch
/// interface names here).
const CASES: &[(&str, &[&str], i32)] = &[
    ("yaml-tab", &["score", "tab.yaml"], 2),
    ("yaml-colon", &["score", "colon.yaml"], 2),
    ("yaml-unclosed", &["score", "unclosed.yaml"], 2),
    ("yaml-brackets", &["score", "brackets.yaml"], 2),
    ("yaml-two-documents", &["score", "two-documents.yaml"], 2),
    ("yaml-wrong-type", &["score", "wrong-type.yaml"], 2),
    ("yaml-duplicate-key", &["score", "duplicate-key.yaml"], 2),
    ("yaml-unknown-key", &["score", "unknown-key.yaml"], 2),
    ("yaml-missing-key", &["score", "missing-key.yaml"], 2),
    ("yaml-bad-rotation", &["score", "bad-rotation.yaml"], 2),
    ("keyflower-field", &["check", "keyflower-field.yaml"], 2),
    ("file-missing", &["score", "no-such-file.yaml"], 2),
    ("file-directory", &["score", "."], 2),
    ("cli-missing-argument", &["move"], 2),
    ("cli-unknown-command", &["frobnicate"], 2),
    ("cli-unknown-option", &["score", "--bogus", "x.yaml"], 2),
    (
        "cli-invalid-value",
        &["--format", "xml", "score", "x.yaml"],
        2,
    ),
    ("cli-suggestion", &["scor", "x.yaml"], 2),
    ("cli-missing-command", &["rulings"], 2),
    (
        "cli-bad-square",
        &["move", "illegal.yaml", "--tile", "E", "--at", "x"],
        2,
    ),
    ("help", &["--help"], 0),
    ("help-move", &["move", "--help"], 0),
    ("man", &["man"], 0),
    (
        "render-jpg",
        &["render", "illegal.yaml", "-o", "out.jpg"],
        2,
    ),
    ("until-beyond", &["check", "record.yaml", "--until", "9"], 0),
    ("check-illegal", &["check", "illegal.yaml"], 1),
];

#[test]
fn every_error_path_is_dutch() {
    let mut leftovers = Vec::new();
    for (name, args, code) in CASES {
        let (got, text) = run(args);
        assert_eq!(got, *code, "{name}: {text}");
        insta::assert_snapshot!(format!("dutch_{name}"), text);
        let left = english_left(&text, &[]);
        if !left.is_empty() {
            leftovers.push(format!("{name}: {left:?}\n{text}"));
        }
    }
    assert!(
        leftovers.is_empty(),
        "English left:\n{}",
        leftovers.join("\n")
    );
}

#[test]
fn a_dutch_lang_variable_gives_dutch_errors() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/dutch");
    let out = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .current_dir(&dir)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "nl_NL.UTF-8")
        .args(["--color", "never", "score", "--bogus"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stderr);
    assert!(text.contains("Onbekend argument"), "{text}");
    assert!(english_left(&text, &[]).is_empty(), "{text}");
}

#[test]
fn the_detector_finds_english() {
    let english = "error: the following required arguments were not provided";
    assert!(!english_left(english, &[]).is_empty());
    let dutch = "fout: Er ontbreekt een verplicht argument: <BESTAND>.";
    assert_eq!(english_left(dutch, &[]), Vec::<String>::new());
    // Quoted values and snippets are the user's own words.
    assert!(english_left("Onbekende sleutel \"color\" hier.", &[]).is_empty());
}
