//! How often code outside the expansions names an expansion's idea (issue "Room for every
//! expansion", item 4): the river, its spring and lake, the inn, the cathedral, the goods
//! (wine, grain, cloth), the pig, the builder, the abbot, the garden and the builder's extra
//! turn. Each should live in its expansion's folder and reach the core through the registry's
//! tables; what may stay are the file and JSON contract's keys and fields
//! (`docs/position-format.md`), listed in [`ALLOWED`] each with its reason. No other line
//! may name one: the names not moved yet had a ceiling of their own (15 lines, the builder's
//! extra turn as the engine's move state) until the last of them moved, and a new one fails
//! the test.
//!
//! What counts, so that the figure can be compared from one change to the next:
//!
//! - files: every `.rs` file of `src/` and `crates/*/src/`, except the expansions' folders
//!   (`carcassonne/expansions/`), the registry (`ruleset.rs`), Keyflower's code (any path
//!   naming `keyflower`), generated files (`crates/ids/src/`, `catalogue_prepared.rs`) and
//!   tests (`*_tests.rs` files, and a `#[cfg(test)] mod … { … }` block inside a file);
//! - lines: a line counts once when its code, with its comments taken away (the shared lexer,
//!   `common::rust_source`), names one of the words as a whole word, in any case, as
//!   `grep -iw` would: a word is a run of letters, digits and `_`, so `EdgeKind::River`,
//!   `"inn"` and `extra_turn` count, `RiverGroup` and `is_river` do not. String literals
//!   count: a key written in a string names the idea as much as an identifier does.
//!
//! The ceiling is the figure measured when the test was last tightened; lower it when a change
//! takes names out.

use std::path::Path;

use crate::common::rust_source::lex;

/// The ideas, with their plurals (`good` is the singular of `goods`).
const WORDS: &[&str] = &[
    "river",
    "rivers",
    "spring",
    "springs",
    "lake",
    "lakes",
    "inn",
    "inns",
    "cathedral",
    "cathedrals",
    "good",
    "goods",
    "wine",
    "wines",
    "grain",
    "grains",
    "cloth",
    "cloths",
    "pig",
    "pigs",
    "builder",
    "builders",
    "abbot",
    "abbots",
    "garden",
    "gardens",
    "extra_turn",
    "extra_turns",
];

/// The most lines allowed in all (measured: 260 before item 4; 138 once printed marks and
/// edge kinds became tables; 131 when the lines were first listed here; 54 once the river's
/// groups, the goods, the pig's bonus, the goods taken and the River's JCloisterZone flow
/// came from the tables; 39, all of them in [`ALLOWED`], once the builder's extra turn became
/// the core's neutral "the same player plays again": `Setup::again`, `Move::again`,
/// `MoveVerdict::again`, `MoveContext::again`, `Effect::PlaysAgain` with the message that
/// words it, and `MoveVerdict::plays_again()`).
const CEILING: usize = 39;

/// Lines that may name an idea: a fragment of the line, the file (relative to the root) it
/// stands in, and why it stays. Every entry must still match a line.
const ALLOWED: &[(&str, &str, &str)] = &[
    (
        "crates/format/src/carcassonne/keys.rs",
        "extra_turn",
        "the `extra_turn:` key of position files and game records (the contract) and its schema text",
    ),
    (
        "crates/format/src/carcassonne/keys.rs",
        "plays the extra turn their builder gave",
        "the schema text of the position file's `extra_turn:` key",
    ),
    (
        "crates/format/src/carcassonne/keys.rs",
        "This move is a builder's extra turn.",
        "the schema text of a record move's `extra_turn:` key",
    ),
    (
        "crates/format/src/carcassonne/keys.rs",
        "`follower`, `big-follower`, `abbot`, `builder`, `pig`.",
        "the schema text of a piece's `kind:`: the contract's piece keys",
    ),
    (
        "crates/format/src/carcassonne/keys.rs",
        "`action: recall-abbot`",
        "the schema text of the `recall:` key, the contract's recall",
    ),
    (
        "crates/format/src/carcassonne/mod.rs",
        "extra_turn",
        "the `extra_turn:` key of position files, as read",
    ),
    (
        "crates/format/src/carcassonne/convert.rs",
        "extra_turn",
        "the `extra_turn:` key of position files, into the setup",
    ),
    (
        "crates/format/src/read_position.rs",
        "extra_turn",
        "the `extra_turn:` key of position files and records, read",
    ),
    (
        "crates/format/src/record.rs",
        "extra_turn",
        "the `extra_turn:` key of game records, read and written",
    ),
    (
        "crates/format/src/jcz.rs",
        "extra_turn",
        "a JCloisterZone save's second turn of one player, as the record's `extra_turn:` key",
    ),
    (
        "crates/format/src/jcz_setup.rs",
        "pig",
        "JCloisterZone saves' own rule names (`pig`, `pig-herd`) read into the `pigs` option",
    ),
    (
        "src/cli/args.rs",
        "clap::builder",
        "clap's module named `builder`, not the builder",
    ),
    (
        "src/cli/clap_text.rs",
        "clap::builder",
        "clap's module named `builder`, not the builder",
    ),
    (
        "src/cli/args.rs",
        "extra_turn",
        "the `--extra-turn` flag of `move`, the command line's form of the `extra_turn:` key",
    ),
    (
        "src/cli/game.rs",
        "extra_turn",
        "the `--extra-turn` flag of `move`, which asks for a position",
    ),
    (
        "src/cli/moves.rs",
        "again: args.extra_turn",
        "the `--extra-turn` flag of `move` into the move's `again`",
    ),
    (
        "src/cli/moves.rs",
        "extra_turn: verdict",
        "`move`'s JSON field `extra_turn` (the output contract)",
    ),
    (
        "src/cli/replay.rs",
        "extra_turn:",
        "`replay`'s JSON field `extra_turn` of each move (the output contract)",
    ),
    (
        "src/cli/output.rs",
        "pub extra_turn",
        "the JSON field `extra_turn` of `move` and `replay` (the output contract)",
    ),
    (
        "src/cli/output.rs",
        "rename = \"pig\"",
        "the JSON field `pig` of an award (the output contract)",
    ),
    (
        "src/cli/output.rs",
        "inn",
        "the JSON field `inn` of an end-game line (the output contract)",
    ),
    (
        "src/cli/output.rs",
        "cathedral",
        "the JSON field `cathedral` of an end-game line (the output contract)",
    ),
    (
        "src/cli/moves.rs",
        "goods_taken: GainedOut::of(verdict, \"goods\")",
        "the JSON field `goods_taken` (the output contract): the `goods` block's gains",
    ),
    (
        "src/cli/replay.rs",
        "goods_taken: GainedOut::of(&s.verdict, \"goods\")",
        "the JSON field `goods_taken` (the output contract): the `goods` block's gains",
    ),
];

/// Whether `line` of file `rel` is explained by an entry of [`ALLOWED`], and by which.
fn allowed(rel: &str, line: &str) -> Option<usize> {
    ALLOWED
        .iter()
        .position(|(file, fragment, _)| *file == rel && line.contains(fragment))
}

/// Whether a file is left out of the count (see the module documentation).
fn left_out(rel: &str) -> bool {
    rel.contains("carcassonne/expansions/")
        || rel.ends_with("/ruleset.rs")
        || rel.contains("keyflower")
        || rel.starts_with("crates/ids/src/")
        || rel.ends_with("catalogue_prepared.rs")
        || rel.ends_with("_tests.rs")
}

/// The lines of one source that name an idea, as `(line number, line)`.
fn naming_lines(text: &str) -> Vec<(usize, String)> {
    let lexed = lex(text);
    let code: Vec<&str> = lexed.code.lines().collect();
    let mut out = Vec::new();
    let mut skip_to = 0;
    for (i, line) in text.lines().enumerate() {
        if i < skip_to {
            continue;
        }
        let code_line = code.get(i).copied().unwrap_or("");
        if code_line.trim() == "#[cfg(test)]" {
            let next = code.get(i + 1).map_or("", |l| l.trim());
            if (next.starts_with("mod ") || next.starts_with("pub mod ")) && next.ends_with('{') {
                skip_to = block_end(&code, i + 1) + 1;
                continue;
            }
        }
        let comment = lexed.line_comments.get(i).map_or("", String::as_str);
        let kept = line.strip_suffix(comment).unwrap_or(line);
        let names = kept
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| WORDS.contains(&w.to_lowercase().as_str()));
        if names && !code_line.trim().is_empty() {
            out.push((i + 1, line.trim().to_string()));
        }
    }
    out
}

/// The index of the line closing the block opened on line `start` of `code`.
fn block_end(code: &[&str], start: usize) -> usize {
    let mut depth = 0i64;
    for (i, line) in code.iter().enumerate().skip(start) {
        depth += line.matches('{').count() as i64 - line.matches('}').count() as i64;
        if depth <= 0 {
            return i;
        }
    }
    code.len()
}

#[test]
fn code_outside_the_expansions_seldom_names_their_ideas() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    let mut not_moved = Vec::new();
    let mut used = vec![false; ALLOWED.len()];
    for file in crate::common::rust_sources() {
        let rel = file
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if left_out(&rel) {
            continue;
        }
        let text = std::fs::read_to_string(&file).unwrap();
        for (n, line) in naming_lines(&text) {
            match allowed(&rel, &line) {
                Some(i) => used[i] = true,
                None => not_moved.push(format!("{rel}:{n}: {line}")),
            }
            found.push(format!("{rel}:{n}: {line}"));
        }
    }
    eprintln!(
        "{} lines name an expansion's idea, {} of them not explained by ALLOWED",
        found.len(),
        not_moved.len()
    );
    let stale: Vec<_> = ALLOWED
        .iter()
        .zip(&used)
        .filter(|(_, used)| !**used)
        .map(|(entry, _)| entry)
        .collect();
    assert!(
        stale.is_empty(),
        "entries of ALLOWED match no line: {stale:?}"
    );
    assert!(
        not_moved.is_empty(),
        "{} lines outside the expansions name their ideas without a reason in ALLOWED (move \
         them into the expansion's folder, or say in ALLOWED why they stay):\n{}",
        not_moved.len(),
        not_moved.join("\n")
    );
    assert!(
        found.len() <= CEILING,
        "{} lines outside the expansions name their ideas (ceiling {CEILING}):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_count_reads_code_not_comments_nor_tests() {
    let text = "let river = 1; // the river\n/// An inn.\nlet x = RiverGroup::Lake;\n\
                let k = \"inn\";\n#[cfg(test)]\nmod tests {\n    fn pig() {}\n}\nlet extra_turn = 0;\n";
    let lines: Vec<usize> = naming_lines(text).into_iter().map(|(n, _)| n).collect();
    assert_eq!(lines, vec![1, 3, 4, 9]);
}
