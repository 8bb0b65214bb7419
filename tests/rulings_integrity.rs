//! Integrity of the embedded rulings database: every file parses, every entry is complete
//! in both languages, every cross-reference resolves, every rule id the engine cites exists.

use std::collections::{BTreeSet, HashSet};

use arbiter_rulings::{Database, Filter, Game, YearMonth};

const RULE_IDS: &str = include_str!("../docs/rule-ids.md");
const FAQ_SEED: &str = "003_c5efccf2825365e0.txt";

fn db() -> &'static Database {
    Database::embedded()
}

fn well_formed(id: &str) -> bool {
    !id.is_empty()
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'-')
        && id.split('.').all(|p| {
            p.starts_with(|c: char| c.is_ascii_alphanumeric())
                && p.ends_with(|c: char| c.is_ascii_alphanumeric())
        })
}

#[test]
fn every_embedded_file_parses_on_its_own() {
    let files = Database::embedded_files();
    assert!(files.iter().any(|(n, _)| *n == "base.yaml"));
    assert!(files.iter().any(|(n, _)| *n == "seizer.yaml"));
    assert!(files.iter().any(|(n, _)| *n == "glossary.yaml"));
    for &(name, text) in files {
        if let Err(e) = Database::parse(&[(name, text)]) {
            panic!("{e}");
        }
    }
    assert!(!db().entries().is_empty());
}

/// The binary's rulings are compiled at build time (entries, glossary, search index): they
/// must be exactly what the YAML files say (every field of every entry, every glossary term),
/// and searching them must give what searching the YAML files gives (same entries, same
/// order, same scores) for many queries in English and Dutch.
#[test]
fn the_embedded_database_reads_as_the_yaml_files_say() {
    let yaml = match Database::parse(Database::embedded_files()) {
        Ok(db) => db,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(db().entries().len(), yaml.entries().len());
    for (compiled, read) in db().entries().iter().zip(yaml.entries()) {
        assert_eq!(compiled, read);
        assert_eq!(db().get(&read.id), Some(read));
    }
    assert_eq!(db().glossary().terms(), yaml.glossary().terms());
    assert_eq!(db().problems(), yaml.problems());
    assert_eq!(db().search_data(), yaml.search_data());
    let mut queries: Vec<String> = [
        "big follower inn",
        "kathedraal herberg",
        "abbot garden recall",
        "grote meeple herberg",
        "ÁBT TÚÏN",
        "meer",
        "punt",
        "tb.builder.place",
        "de het een",
        "",
    ]
    .map(String::from)
    .to_vec();
    for t in yaml.glossary().terms() {
        queries.extend(t.names().map(String::from));
    }
    for e in yaml.entries() {
        queries.push(e.title.en.clone());
        queries.push(e.title.nl.clone());
        for text in [&e.text.en, &e.text.nl] {
            let words: Vec<&str> = text.split_whitespace().skip(3).step_by(4).take(3).collect();
            queries.push(words.join(" "));
        }
    }
    assert!(queries.len() > 1000, "{}", queries.len());
    for query in &queries {
        let hits = |d: &Database| -> Vec<(String, f32)> {
            d.search(query)
                .iter()
                .map(|h| (h.entry.id.clone(), h.score))
                .collect()
        };
        assert_eq!(hits(db()), hits(&yaml), "{query}");
    }
}

#[test]
fn entries_are_complete_in_both_languages() {
    for e in db().entries() {
        for (what, s) in [
            ("title.en", &e.title.en),
            ("title.nl", &e.title.nl),
            ("text.en", &e.text.en),
            ("text.nl", &e.text.nl),
        ] {
            assert!(!s.trim().is_empty(), "{}: empty {what}", e.id);
        }
        assert!(!e.source.is_empty(), "{}: empty source", e.id);
        assert_ne!(e.text.en, e.text.nl, "{}: text not translated", e.id);
    }
}

#[test]
fn ids_are_unique_and_well_formed() {
    let mut seen = HashSet::new();
    for e in db().entries() {
        assert!(well_formed(&e.id), "malformed id {}", e.id);
        assert!(seen.insert(e.id.as_str()), "duplicate id {}", e.id);
    }
}

#[test]
fn cross_references_resolve() {
    let problems = db().problems();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    for e in db().entries() {
        for r in &e.related {
            assert!(db().get(r).is_some(), "{}: related {r} missing", e.id);
        }
        for k in e.expansions.iter().chain(&e.pieces) {
            assert!(
                db().glossary().knows(k),
                "{}: key {k} not in glossary",
                e.id
            );
        }
    }
}

/// The ids of the markdown tables of docs/rule-ids.md.
fn rule_ids() -> Vec<String> {
    RULE_IDS
        .lines()
        .filter_map(|l| {
            let cell = l.trim().strip_prefix('|')?.split('|').next()?.trim();
            (well_formed(cell) && cell != "id").then(|| cell.to_string())
        })
        .collect()
}

#[test]
fn every_rule_id_the_engine_cites_exists() {
    let ids = rule_ids();
    assert!(ids.len() > 50, "rule-ids.md table not read: {}", ids.len());
    let missing: Vec<&String> = ids.iter().filter(|id| db().get(id).is_none()).collect();
    assert!(missing.is_empty(), "missing entries: {missing:?}");
    // Checks and scoring rules name themselves as the enforcing rule.
    for line in RULE_IDS.lines() {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() < 3 || !well_formed(cells[1]) {
            continue;
        }
        if cells[2].starts_with("(check") || cells[2].starts_with("(score") {
            let e = db().get(cells[1]).unwrap();
            assert_eq!(e.enforced_by.as_deref(), Some(cells[1]), "{}", e.id);
        }
    }
}

#[test]
fn seizer_and_base_sources() {
    for e in db().entries() {
        if e.id.starts_with("base.") || e.id.starts_with("variant.") {
            // A variant only JCloisterZone plays (its game without the farmers element) names
            // JCloisterZone's code; every other base rule and variant, the base-game rules.
            let jcz = e.id == "variant.farmers-not-placed";
            let want = if jcz { "jcloisterzone" } else { "base-rules" };
            assert_eq!(e.source, want, "{}", e.id);
            assert!(e.date.is_none(), "{}", e.id);
        }
        if ["river.", "ic.", "tb.", "abbot.", "seizer."]
            .iter()
            .any(|p| e.id.starts_with(p))
        {
            // A fact of JCloisterZone's that the Seizer rules leave unsaid (the abbot taken
            // back only from an unfinished monastery or garden) names the reference instead.
            assert!(
                e.source == "000_7aadc0e50423c7da.txt" || e.source == "classic-expansions.md",
                "{}",
                e.id
            );
        }
    }
}

/// Date tags such as `(10/2025)` or `(1/2026)` in a text.
fn date_tags(text: &str) -> BTreeSet<YearMonth> {
    let mut out = BTreeSet::new();
    for (i, _) in text.match_indices('(') {
        let rest = &text[i + 1..];
        let Some(end) = rest.find(')') else { continue };
        let Some((m, y)) = rest[..end].split_once('/') else {
            continue;
        };
        let (m, y) = (m.trim(), y.trim());
        if m.is_empty() || m.len() > 2 || y.len() != 4 {
            continue;
        }
        if let (Ok(month), Ok(year)) = (m.parse::<u8>(), y.parse::<u16>()) {
            if (1..=12).contains(&month) {
                out.insert(YearMonth { year, month });
            }
        }
    }
    out
}

#[test]
fn every_faq_date_tag_is_on_some_entry() {
    let Some(path) = crate::common::shared::shared_path(&format!("seeds/{FAQ_SEED}")) else {
        return;
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if !db().entries().iter().any(|e| e.source == FAQ_SEED) {
        println!("skipped: no FAQ entries (faq.yaml) present yet");
        return;
    }
    let tags = date_tags(&text);
    assert!(!tags.is_empty());
    let dates: BTreeSet<YearMonth> = db().entries().iter().filter_map(|e| e.date).collect();
    let missing: Vec<String> = tags
        .iter()
        .filter(|t| !dates.contains(t))
        .map(|t| t.to_string())
        .collect();
    assert!(missing.is_empty(), "FAQ date tags on no entry: {missing:?}");
}

#[test]
fn date_tags_are_read() {
    let tags = date_tags("a (10/2025) b (1/2026) c (x/2025) (09/2025) (5 spelers)");
    let v: Vec<String> = tags.iter().map(|t| t.to_string()).collect();
    assert_eq!(v, ["2025-09", "2025-10", "2026-01"]);
}

#[test]
fn glossary_covers_the_expansions_and_pieces() {
    let g = db().glossary();
    for key in [
        "base",
        "river",
        "inns-and-cathedrals",
        "traders-and-builders",
        "abbot",
        "follower",
        "big-follower",
        "builder",
        "pig",
    ] {
        assert!(g.knows(key), "{key}");
    }
    for (name, key) in [
        ("Taverns & Temples", "inns-and-cathedrals"),
        ("Kathedralen & Herbergen", "inns-and-cathedrals"),
        ("merchants & makers", "traders-and-builders"),
        ("The River Path", "river"),
        ("grote meeple", "big-follower"),
        ("wapenschild", "pennant"),
        ("shield", "pennant"),
        ("temple", "cathedral"),
        ("struikrover", "thief"),
        ("klooster", "monastery"),
    ] {
        let hits = g.lookup(name);
        assert_eq!(
            hits.first().map(|t| t.key.as_str()),
            Some(key),
            "lookup {name}"
        );
    }
}

/// A question and its translation find the same answer first and nearly the same
/// neighbours (the entries' asks differ between the languages, so the order further down may).
#[test]
fn synonym_queries_give_the_same_top_results() {
    let top = |q: &str| -> Vec<String> {
        db().search(q)
            .into_iter()
            .take(5)
            .map(|h| h.entry.id.clone())
            .collect()
    };
    for (a, b) in [
        ("bouwmeester grote meeple", "builder big follower"),
        ("herberg onvoltooide weg", "tavern incomplete road"),
        ("abt tuin", "abbot garden"),
    ] {
        let (ta, tb) = (top(a), top(b));
        assert!(!ta.is_empty(), "{a}");
        assert_eq!(ta[0], tb[0], "{a} / {b}");
        let shared = ta.iter().filter(|id| tb.contains(id)).count();
        assert!(shared >= 4, "{a} / {b}: {ta:?} {tb:?}");
    }
}

#[test]
fn filters_select_by_game_and_expansion() {
    let carc = db().filter(&Filter {
        game: Some(Game::Carcassonne),
        ..Filter::default()
    });
    assert!(carc.len() >= 100);
    let river = db().filter(&Filter {
        expansion: Some("De Rivier".into()),
        ..Filter::default()
    });
    assert!(river.iter().any(|e| e.id == "river.spring-start"));
    assert!(river
        .iter()
        .all(|e| e.expansions.iter().any(|x| x == "river")));
}

#[test]
fn build_time_backing_table_matches_the_database() {
    use arbiter_rulings::Database;
    let db = Database::embedded();
    type Link = (String, String, Vec<String>, Vec<String>);
    let mut from_db: Vec<Link> = db
        .entries()
        .iter()
        .filter_map(|e| {
            e.enforced_by.as_ref().filter(|r| **r != e.id).map(|r| {
                (
                    r.clone(),
                    e.id.clone(),
                    e.expansions.clone(),
                    e.cited_when.clone(),
                )
            })
        })
        .collect();
    from_db.sort();
    let mut from_table: Vec<Link> = Database::backing_links()
        .map(|l| {
            (
                l.rule.to_string(),
                l.backer.to_string(),
                l.expansions.iter().map(|s| s.to_string()).collect(),
                l.conditions.iter().map(|s| s.to_string()).collect(),
            )
        })
        .collect();
    from_table.sort();
    assert_eq!(from_db, from_table);
    assert!(!from_table.is_empty());
}

#[test]
fn only_backing_rulings_have_conditions() {
    let db = arbiter_rulings::Database::embedded();
    for e in db.entries() {
        let backs = e.enforced_by.as_ref().is_some_and(|r| *r != e.id);
        assert!(
            backs || e.cited_when.is_empty(),
            "{}: cited_when without a rule to back",
            e.id
        );
    }
}

#[test]
fn every_faq_entry_says_where_it_stands_in_the_faq() {
    let db = arbiter_rulings::Database::embedded();
    let lines: Option<Vec<String>> =
        crate::common::shared::shared_path(&format!("seeds/{FAQ_SEED}")).map(|source| {
            let text = std::fs::read_to_string(&source)
                .unwrap_or_else(|e| panic!("{}: {e}", source.display()));
            text.lines().map(str::to_string).collect()
        });
    let faq: Vec<_> = db
        .entries()
        .iter()
        .filter(|e| e.source == "003_c5efccf2825365e0.txt")
        .collect();
    assert!(faq.len() > 150);
    let mut previous = 0;
    for e in &faq {
        let place = e
            .faq_place
            .as_ref()
            .unwrap_or_else(|| panic!("{} has no place in the FAQ", e.id));
        assert!(
            !place.page.is_empty() && !place.block.is_empty(),
            "{}",
            e.id
        );
        // Entries are numbered in order of first appearance.
        assert!(
            place.line + 3 >= previous,
            "{} at line {} comes before line {previous}",
            e.id,
            place.line
        );
        previous = previous.max(place.line);
        if let Some(lines) = &lines {
            let line = lines
                .get(place.line as usize - 1)
                .unwrap_or_else(|| panic!("{}: line {} is not in the source", e.id, place.line));
            assert!(
                !line.trim().is_empty(),
                "{}: line {} is empty",
                e.id,
                place.line
            );
            // The page and block headings appear in the source (unless the copy lost them).
            let text = lines.join("\n");
            assert!(text.contains(&place.page), "{}: page {}", e.id, place.page);
            if !place.heading_lost {
                assert!(
                    text.contains(&place.block),
                    "{}: block {}",
                    e.id,
                    place.block
                );
            }
        }
    }
    let get = |id: &str| db.get(id).unwrap();
    assert!(!get("faq.001").ruling, "the FAQ's introduction is a note");
    assert!(get("faq.008").ruling);
    assert!(
        get("faq.137").context.is_some(),
        "faq.137 holds only at game end"
    );
    assert!(
        get("faq.062").nl_by_arbiter,
        "the FAQ gives faq.062 in English"
    );
    assert!(!get("faq.008").nl_by_arbiter);
    assert!(
        get("faq.031").note.is_some(),
        "faq.031 refers to a lost picture"
    );
}

/// Every entry says how players ask for it (`asks`, for the search): in both languages, at
/// least five questions for a ruling and two for a note, no question twice in the database, and
/// each question read as the language it is listed under (so the search and the choice of the
/// answer's language read them as players mean them).
#[test]
fn every_entry_has_asks_in_both_languages() {
    let db = Database::embedded();
    let mut seen: std::collections::HashMap<String, String> = std::collections::HashMap::new();
    let (mut asks, mut misread, mut twice) = (0usize, Vec::new(), Vec::new());
    for (name, text) in Database::embedded_files() {
        if name.starts_with("glossary") {
            continue;
        }
        let entries: Vec<serde_json::Value> = serde_saphyr::from_str(text).unwrap();
        for e in entries {
            let id = e["id"].as_str().unwrap();
            let least = if e["ruling"] == serde_json::Value::Bool(false) {
                2
            } else {
                5
            };
            for lang in ["en", "nl"] {
                let list = e["asks"][lang].as_array().map(Vec::as_slice).unwrap_or(&[]);
                assert!(list.len() >= least, "{id}: {} asks in {lang}", list.len());
                for a in list {
                    let a = a.as_str().unwrap();
                    asks += 1;
                    let key = arbiter_rulings::fold(a);
                    if let Some(other) = seen.insert(key, id.to_string()) {
                        twice.push(format!("{other} and {id} both ask {a:?}"));
                    }
                    let read = db.understand(a).lang.map(|l| l.code());
                    if read.is_some_and(|l| l != lang) {
                        misread.push(format!("{id} {lang}: {a}"));
                    }
                }
            }
        }
    }
    assert!(twice.is_empty(), "{}", twice.join("\n"));
    eprintln!("{asks} asks, {} read as the other language", misread.len());
    assert!(
        misread.len() * 200 <= asks,
        "{} of {asks} asks read as the other language:\n{}",
        misread.len(),
        misread.join("\n")
    );
}

/// No ask names a player. A name in an ask ("Tom says …") became a word the search knows,
/// so a question about another Tom matched that ruling by the name alone. Every word of an
/// ask written with a capital and then lower case must be a word the rulings' titles and
/// texts, the glossaries or the table talk use.
#[test]
fn no_ask_names_a_player() {
    let talk = include_str!("../rulings/table-talk.txt");
    let mut known: HashSet<String> = arbiter_rulings::fold(talk)
        .split(' ')
        .map(str::to_string)
        .collect();
    let mut asks: Vec<(String, String)> = Vec::new();
    for (name, text) in Database::embedded_files() {
        let entries: Vec<serde_json::Value> = serde_saphyr::from_str(text).unwrap();
        for e in entries {
            if name.starts_with("glossary") {
                known.extend(
                    arbiter_rulings::fold(&e.to_string())
                        .split(' ')
                        .map(str::to_string),
                );
                continue;
            }
            for lang in ["en", "nl"] {
                for field in ["title", "text"] {
                    let said = e[field][lang].as_str().unwrap_or_default();
                    known.extend(arbiter_rulings::fold(said).split(' ').map(str::to_string));
                }
                for a in e["asks"][lang].as_array().into_iter().flatten() {
                    asks.push((e["id"].as_str().unwrap().to_string(), a.to_string()));
                }
            }
        }
    }
    let named: Vec<String> = asks
        .iter()
        .flat_map(|(id, a)| {
            a.split(|c: char| !c.is_alphanumeric() && c != '\'')
                .filter(|w| {
                    let mut cs = w.chars();
                    cs.next().is_some_and(char::is_uppercase) && cs.all(char::is_lowercase)
                })
                .filter(|w| !known.contains(&arbiter_rulings::fold(w)))
                .map(move |w| format!("{id}: {w} in {a}"))
        })
        .collect();
    assert!(
        named.is_empty(),
        "asks that name a player:\n{}",
        named.join("\n")
    );
}
