//! The rulings book: the filters of `rulings list` and `rulings search` as a user meets them
//! (names in any language, mistakes answered with suggestions), and the exported page: every
//! entry and glossary term in both languages, every internal link pointing somewhere, no
//! request to anything outside the page, and the search data equal to the database's own.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::process::Output;

use arbiter_i18n::Localizer;
use arbiter_rulings::lang::Lang;
use arbiter_rulings::Database;

use crate::common;
use common::TempDir;

fn arbiter(args: &[&str]) -> Output {
    common::arbiter(args).output().unwrap()
}

fn ids_of(args: &[&str]) -> Vec<String> {
    let mut all = vec!["--format", "json"];
    all.extend_from_slice(args);
    let out = arbiter(&all);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    v.as_array()
        .unwrap()
        .iter()
        .map(|e| {
            e["id"]
                .as_str()
                .unwrap_or_else(|| e["key"].as_str().unwrap())
                .to_string()
        })
        .collect()
}

#[test]
fn filters_read_names_in_any_language() {
    let key = ids_of(&["rulings", "list", "--expansion", "towers-and-thieves"]);
    assert!(!key.is_empty());
    assert_eq!(
        ids_of(&["rulings", "list", "--expansion", "The Tower"]),
        key
    );
    assert_eq!(
        ids_of(&["rulings", "list", "--expansion", "Torens & Dieven"]),
        key
    );
    let big = ids_of(&["rulings", "list", "--piece", "big-follower"]);
    assert!(!big.is_empty());
    assert_eq!(ids_of(&["rulings", "list", "--piece", "big meeple"]), big);
    assert_eq!(ids_of(&["rulings", "list", "--piece", "grote meeple"]), big);
    assert_eq!(
        ids_of(&["rulings", "list", "--category", "puntentelling"]),
        ids_of(&["rulings", "list", "--category", "scoring"])
    );
    let farm = ids_of(&["glossary", "boerderij"]);
    assert_eq!(farm[0], "farm");
    assert!(!farm.contains(&"field".to_string()));
    assert!(!ids_of(&["glossary", "abbey"]).contains(&"monastery".to_string()));
}

#[test]
fn unknown_filter_values_are_errors_with_suggestions() {
    for (args, expect) in [
        (
            vec!["--lang", "nl", "rulings", "list", "--expansion", "towr"],
            "Torens & Dieven (towers-and-thieves)",
        ),
        (
            vec![
                "--lang",
                "en",
                "rulings",
                "list",
                "--expansion",
                "hills & shep",
            ],
            "Shepherds & Vineyards (shepherds-and-vineyards)",
        ),
        (
            vec!["--lang", "nl", "rulings", "list", "--piece", "grot meepl"],
            "grote meeple (big-follower)",
        ),
        (
            vec!["--lang", "en", "rulings", "list", "--category", "scorng"],
            "did you mean scoring?",
        ),
        (
            vec![
                "--lang", "nl", "rulings", "search", "--game", "schaak", "meer",
            ],
            "carcassonne of keyflower",
        ),
    ] {
        let out = arbiter(&args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(err.contains(expect), "{args:?}: {err}");
        if args[1] == "nl" {
            for english in ["There is", "Nearest", "Unknown", "error:"] {
                assert!(!err.contains(english), "{args:?}: {err}");
            }
        }
    }
}

#[test]
fn search_by_game() {
    let db = Database::embedded();
    let kf = ids_of(&["rulings", "search", "--game", "keyflower", "meer"]);
    let carc = ids_of(&["rulings", "search", "--game", "Carcassonne", "meer"]);
    assert!(!kf.is_empty() && !carc.is_empty());
    assert!(kf.iter().all(|id| id.starts_with("kf.")));
    assert!(carc.iter().all(|id| !id.starts_with("kf.")));
    // "meer" is both a lake and "more": a lake entry is among the first three.
    assert!(
        carc.iter().take(3).any(|id| id.starts_with("river.lake")),
        "{carc:?}"
    );
    let all: BTreeSet<String> = ids_of(&["rulings", "search", "meer"]).into_iter().collect();
    let parts: BTreeSet<String> = kf.into_iter().chain(carc).collect();
    assert_eq!(all, parts);
    assert_eq!(all.len(), db.search("meer").len());
}

fn esc(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// Every value of `attr="..."` in the page.
fn attribute_values(html: &str, attr: &str) -> Vec<String> {
    let pat = format!(" {attr}=\"");
    html.match_indices(&pat)
        .map(|(i, _)| {
            let rest = &html[i + pat.len()..];
            rest[..rest.find('"').unwrap()].to_string()
        })
        .collect()
}

/// A fresh scratch folder (removed when dropped) and the path `name` in it, not yet made.
fn export_dir(name: &str) -> (TempDir, PathBuf) {
    let tmp = TempDir::new("rulings-book");
    let dir = tmp.join(name);
    (tmp, dir)
}

#[test]
fn the_exported_page_holds_every_entry_and_term_in_both_languages() {
    let db = Database::embedded();
    let (tmp, dir) = export_dir("export");
    let out = arbiter(&["rulings", "export", "--html", dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    let page = std::fs::read_to_string(dir.join("index.html")).unwrap();
    drop(tmp);

    // Anchors are unique and every internal link has its anchor.
    let ids = attribute_values(&page, "id");
    let unique: BTreeSet<&String> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len(), "duplicate ids");
    let hrefs = attribute_values(&page, "href");
    assert!(hrefs.len() > db.entries().len());
    for h in &hrefs {
        let target = h
            .strip_prefix('#')
            .unwrap_or_else(|| panic!("link out: {h}"));
        assert!(
            unique.contains(&target.to_string()),
            "broken link #{target}"
        );
    }
    // Nothing is fetched from anywhere.
    for outside in ["src=", "<link", "url(", "@import", "<iframe", "<img"] {
        assert!(!page.contains(outside), "{outside}");
    }

    for e in db.entries() {
        let start = page
            .find(&format!("<article class=\"entry\" id=\"{}\"", e.id))
            .unwrap_or_else(|| panic!("{} has no article", e.id));
        let article = &page[start..start + page[start..].find("</article>").unwrap()];
        for text in [&e.title.en, &e.title.nl, &e.text.en, &e.text.nl] {
            assert!(article.contains(&esc(text)), "{}: {text}", e.id);
        }
        assert!(article.contains(&format!("lang=\"nl\" data-l=\"nl\">{}", esc(&e.text.nl))));
        assert!(article.contains(&esc(&e.source)), "{}", e.id);
        if let Some(d) = e.date {
            assert!(article.contains(&d.to_string()), "{}", e.id);
        }
        for r in e.related.iter().chain(&e.enforced_by) {
            assert!(
                article.contains(&format!("href=\"#{r}\"")),
                "{} → {r}",
                e.id
            );
        }
        for x in &e.expansions {
            assert!(
                article.contains(&format!("href=\"#g.expansion.{x}\"")),
                "{} → {x}",
                e.id
            );
        }
        for p in &e.pieces {
            assert!(article.contains(&format!(".{p}\"")), "{} → {p}", e.id);
        }
    }
    for t in db.glossary().terms() {
        let anchor = format!("id=\"g.{}.{}\"", t.kind.as_str(), t.key);
        let start = page.find(&anchor).unwrap_or_else(|| panic!("{anchor}"));
        let block = &page[start..start + page[start..].find("</div>\n").unwrap()];
        // The search-only Dutch words (`nl-search`) are not shown: the page uses the chosen one.
        for name in t.en.iter().chain(&t.seizer).chain(&t.nl) {
            assert!(block.contains(&esc(name)), "{}: {name}", t.key);
        }
        if let Some(note) = &t.note {
            assert!(block.contains(&esc(&note.en)) && block.contains(&esc(&note.nl)));
        }
    }
    // Every label in both languages.
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        for key in [
            "page-title",
            "page-glossary",
            "page-search",
            "ruling-related",
        ] {
            assert!(page.contains(&esc(&loc.text(key))), "{lang:?} {key}");
        }
    }
    // The search data is the database's own.
    let start = page.find("id=\"arbiter-data\">").unwrap() + "id=\"arbiter-data\">".len();
    let end = start + page[start..].find("</script>").unwrap();
    let data: serde_json::Value = serde_json::from_str(&page[start..end]).unwrap();
    let own = db.search_data();
    let text = &page[start..end];
    for (key, value) in own.as_object().unwrap() {
        // Compared as text: serde_json may read a float one unit off in its last place,
        // browsers read it exactly.
        let written = format!("\"{key}\":{}", value.to_string().replace('<', "\\u003c"));
        assert!(text.contains(&written), "search data `{key}` differs");
    }
    assert_eq!(
        data["search"].as_object().unwrap().len(),
        own.as_object().unwrap().len()
    );
    assert_eq!(
        data["entries"].as_array().unwrap().len(),
        db.entries().len()
    );
}

#[test]
fn show_prints_the_anchor_of_the_entry_on_the_page() {
    for lang in ["en", "nl"] {
        let out = arbiter(&["--lang", lang, "rulings", "show", "faq.010"]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("index.html#faq.010"), "{text}");
    }
    let out = arbiter(&["--lang", "nl", "rulings", "show", "faq.010"]);
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("Op de uitsprakenpagina: index.html#faq.010")
    );
}

#[test]
fn export_into_an_unwritable_place_is_bad_input() {
    let (_tmp, dir) = export_dir("export-file");
    std::fs::write(&dir, "not a folder").unwrap();
    let out = arbiter(&[
        "--lang",
        "nl",
        "rulings",
        "export",
        "--html",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
}

/// Without `--lang`, a search answers in the language the question is written in, whatever
/// `LANG` says; `--lang` still decides when given.
#[test]
fn search_answers_in_the_language_of_the_question() {
    let run = |env_lang: &str, args: &[&str]| {
        let out = common::arbiter(args)
            .env("LANG", env_lang)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let nl = run(
        "en_GB.UTF-8",
        &["rulings", "search", "mag ik mijn abt terugnemen"],
    );
    assert!(
        nl.contains("De abt terugnemen") && nl.contains("Titel"),
        "{nl}"
    );
    let en = run(
        "nl_NL.UTF-8",
        &["rulings", "search", "can I take my abbot back"],
    );
    assert!(
        en.contains("Taking the abbot back") && en.contains("Title"),
        "{en}"
    );
    let chosen = run(
        "nl_NL.UTF-8",
        &[
            "--lang",
            "nl",
            "rulings",
            "search",
            "can I take my abbot back",
        ],
    );
    assert!(chosen.contains("De abt terugnemen"), "{chosen}");
}
