//! One set of Dutch terms (`docs/dutch-terms.md`): the glossary chooses one Dutch word per
//! game term and lists the other words players say as search words only (`nl-search`). No
//! Dutch message, ruling text or ruling title uses a search-only word instead of the chosen
//! one.

use crate::dutch_help::dutch_messages;

/// Every search-only Dutch word of the glossary, folded, with its term's chosen word.
fn search_only() -> Vec<(String, String)> {
    let db = arbiter_rulings::Database::embedded();
    let mut out = Vec::new();
    for t in db.glossary().terms() {
        for w in &t.nl_search {
            out.push((arbiter_rulings::fold(w), t.nl[0].clone()));
        }
    }
    out
}

/// The search-only words `text` uses: a word equal to one, or starting with one (a plural
/// or a compound: `volgelingen`, `stellingbestand`).
fn used(text: &str, words: &[(String, String)]) -> Vec<String> {
    let folded = arbiter_rulings::fold(text);
    let tokens: Vec<&str> = folded
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .filter(|t| !t.is_empty())
        .collect();
    let mut out = Vec::new();
    for (w, chosen) in words {
        let parts: Vec<&str> = w.split_whitespace().collect();
        let hit = tokens.windows(parts.len()).any(|win| {
            win[..parts.len() - 1] == parts[..parts.len() - 1]
                && win[parts.len() - 1].starts_with(parts[parts.len() - 1])
        });
        if hit {
            out.push(format!("{w:?} (say {chosen:?})"));
        }
    }
    out
}

#[test]
fn no_dutch_message_uses_a_search_only_word() {
    let words = search_only();
    assert!(words.iter().any(|(w, _)| w == "volgeling"));
    let bad: Vec<String> = dutch_messages()
        .into_iter()
        .filter_map(|(id, text)| {
            let u = used(&text, &words);
            (!u.is_empty()).then(|| format!("{id}: {u:?}"))
        })
        .collect();
    assert!(bad.is_empty(), "{}\n{} messages", bad.join("\n"), bad.len());
}

#[test]
fn no_dutch_ruling_uses_a_search_only_word() {
    let words = search_only();
    let db = arbiter_rulings::Database::embedded();
    let mut bad = Vec::new();
    for e in db.entries() {
        for (what, text) in [("title", &e.title.nl), ("text", &e.text.nl)] {
            let u = used(text, &words);
            if !u.is_empty() {
                bad.push(format!("{} ({what}): {u:?}", e.id));
            }
        }
    }
    for t in db.glossary().terms() {
        if let Some(note) = &t.note {
            let u = used(&note.nl, &words);
            if !u.is_empty() {
                bad.push(format!("glossary {} (note): {u:?}", t.key));
            }
        }
    }
    assert!(bad.is_empty(), "{}\n{} places", bad.join("\n"), bad.len());
}

#[test]
fn the_detector_finds_plurals_and_compounds() {
    let words = vec![("volgeling".to_string(), "meeple".to_string())];
    assert_eq!(used("twee volgelingen", &words).len(), 1);
    assert!(used("een meeple", &words).is_empty());
}

/// Terms whose second words are ordinary Dutch, so the glossary cannot list them as
/// search-only words (a search word also forbids every word that starts with it, and
/// `wapen` starts `wapenschild`): the chosen word, and the whole words no Dutch message may
/// write for it.
const SECOND_WORDS: &[(&str, &[&str])] = &[
    (
        "wapenschild",
        &["wapen", "wapens", "schild", "schilden", "wimpel", "wimpels"],
    ),
    ("extra beurt", &["dubbele beurt", "dubbele beurten"]),
];

/// One word per term: no Dutch message writes a second word for a term of [`SECOND_WORDS`]
/// (a pennant is a "wapenschild" in the score table, the legend and every `seen` string).
#[test]
fn no_dutch_message_writes_a_second_word_for_one_term() {
    let mut bad = Vec::new();
    for (id, text) in dutch_messages() {
        let folded = arbiter_rulings::fold(&text);
        let words: Vec<&str> = folded
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| !w.is_empty())
            .collect();
        for (chosen, others) in SECOND_WORDS {
            for other in *others {
                let parts: Vec<&str> = other.split(' ').collect();
                if words.windows(parts.len()).any(|w| w == parts.as_slice()) {
                    bad.push(format!("{id}: {other:?} (say {chosen:?})"));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
