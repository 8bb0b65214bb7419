//! How well `rulings search` answers players' questions: the evaluation sets of
//! `tests/search/` (questions written from the rules and the FAQ, the way players talk, each
//! with the entries that answer it). P@1 (the right entry first), P@3 (among the first three)
//! and MRR (mean reciprocal rank, 0 when not in the first ten) per language and per group.
//!
//! The test fails when a set's P@1 or P@3 falls below the figures reached when the model was
//! tuned (docs/search.md). `ARBITER_SEARCH_MISSES=1` prints every question not answered first.

use std::collections::BTreeMap;

use arbiter_rulings::Database;
use serde::Deserialize;

#[derive(Deserialize)]
struct Question {
    lang: String,
    group: String,
    q: String,
    answers: Vec<String>,
    /// Written in Flemish (the Dutch sets mark it).
    #[serde(default)]
    flemish: bool,
}

#[derive(Default, Clone, Copy)]
struct Tally {
    n: usize,
    p1: usize,
    p3: usize,
    rr: f64,
}

impl Tally {
    fn add(&mut self, rank: Option<usize>) {
        self.n += 1;
        if rank == Some(0) {
            self.p1 += 1;
        }
        if rank.is_some_and(|r| r < 3) {
            self.p3 += 1;
        }
        if let Some(r) = rank.filter(|&r| r < 10) {
            self.rr += 1.0 / (r + 1) as f64;
        }
    }
    fn p1(&self) -> f64 {
        self.p1 as f64 / self.n as f64
    }
    fn p3(&self) -> f64 {
        self.p3 as f64 / self.n as f64
    }
    fn mrr(&self) -> f64 {
        self.rr / self.n as f64
    }
}

/// Measures one set; prints its table; returns the whole set's tally and its rows.
fn measure(file: &str) -> (Tally, BTreeMap<String, Tally>) {
    let text = std::fs::read_to_string(format!(
        "{}/tests/search/{file}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let questions: Vec<Question> = serde_saphyr::from_str(&text).unwrap();
    let db = Database::embedded();
    for q in &questions {
        for a in &q.answers {
            assert!(db.get(a).is_some(), "{file}: {:?} names no entry {a}", q.q);
        }
    }
    let misses = std::env::var("ARBITER_SEARCH_MISSES").is_ok();
    let mut all = Tally::default();
    let mut rows: BTreeMap<String, Tally> = BTreeMap::new();
    for q in &questions {
        let hits = db.search(&q.q);
        let rank = hits.iter().position(|h| q.answers.contains(&h.entry.id));
        all.add(rank);
        for key in [format!("lang {}", q.lang), format!("group {}", q.group)] {
            rows.entry(key).or_default().add(rank);
        }
        if q.flemish {
            rows.entry("flemish".to_string()).or_default().add(rank);
        }
        if misses && rank != Some(0) {
            let top: Vec<&str> = hits.iter().take(3).map(|h| h.entry.id.as_str()).collect();
            eprintln!(
                "MISS {file} [{}] {:?}: rank {rank:?}, want {:?}, got {top:?}",
                q.group, q.q, q.answers
            );
        }
    }
    eprintln!("{file}: {} questions", all.n);
    eprintln!("| set | questions | P@1 | P@3 | MRR |");
    eprintln!("|---|---|---|---|---|");
    print_rows(&rows, &all);
    (all, rows)
}

/// The rows of a table of tallies, then the whole.
fn print_rows(rows: &BTreeMap<String, Tally>, all: &Tally) {
    for (k, t) in rows.iter().chain([(&"all".to_string(), all)]) {
        eprintln!(
            "| {k} | {} | {:.3} | {:.3} | {:.3} |",
            t.n,
            t.p1(),
            t.p3(),
            t.mrr()
        );
    }
}

/// Whether the questions of `file` (at least `questions` of them) are answered at least as
/// well as the floors say: the failures, none when they are.
fn answered(file: &str, questions: usize, p1: f64, p3: f64) -> Vec<String> {
    let (t, _) = measure(file);
    let mut failed = Vec::new();
    if t.n < questions {
        failed.push(format!("{file}: {} questions", t.n));
    }
    if t.p1() < p1 {
        failed.push(format!("{file}: P@1 {:.3} below {p1}", t.p1()));
    }
    if t.p3() < p3 {
        failed.push(format!("{file}: P@3 {:.3} below {p3}", t.p3()));
    }
    failed
}

/// Each set, the fewest questions it has, and the P@1 and P@3 reached on it (rounded down):
/// see docs/search.md.
/// `held-out-nl-dev` (Dutch and Flemish only) keeps one question of slack on P@3.
/// `held-out-7` was written by the session that added the decisive words (not blind), before
/// it changed the search.
const FLOORS: [(&str, usize, f64, f64); 18] = [
    // 0.94 before Hills & Sheep: its vineyard, hill-tie and shepherd rulings shift the
    // corpus's weights, and one Keyflower near-tie ("does gold count as points at the end":
    // kf.end.yard-gold now above kf.end.gold) flipped; the Hills & Sheep asks and titles were
    // made specific to the classic box first, which did not win it back.
    // 0.95 with the words' likelihood (issue 40's seventh round, docs/search.md).
    // P@3 0.98 since a classic box and its current edition point as one box (issue 40's eighth
    // round): "mag de fea op mijn herder" (faq.103, third, now eighth behind the shepherd's
    // own rulings) and "mag de fee op een torenwachter" (faq.066, second, now fourth behind
    // the classic fairy's rulings) left the top three.
    ("questions.yaml", 150, 0.95, 0.98),
    // 0.90 before the words' likelihood (issue 40's seventh round): "waar mag de abt staan"
    // (abbot.place second behind abbot.garden.only-abbot) flipped, a tuning set's near-tie,
    // in a change that gains on the development sets together (docs/search.md).
    ("held-out.yaml", 50, 0.89, 0.98),
    // 0.83 before the words' likelihood: two near-ties flipped ("is de rivier een scheiding
    // tussen weilanden", "kan de draak over een brug vliegen", each now second) and one won
    // ("krijg ik mijn poppetje terug als de stad geteld is").
    ("held-out-2.yaml", 70, 0.81, 0.97),
    // 0.89 before the three classic boxes' rulings (issues 38 and 39): one near-tie ("wie wint
    // er als het spel voorbij is": base.game.end 0.4424 against kf.end.winner 0.4423) flipped
    // with the larger corpus's weights, the wording of the new rulings aside.
    // 0.875 before the words' likelihood: "can my farmer sit on a river tile next to the
    // water" and "waar mag de abt staan" flipped to second, one won back.
    ("held-out-3.yaml", 60, 0.85, 0.98),
    ("held-out-4.yaml", 100, 0.96, 1.0),
    ("held-out-5.yaml", 100, 0.92, 0.99),
    // 0.94 before Hills & Sheep (0.920 with its rulings: two questions, measured with
    // `search_eval`; a blind set, so the questions that flipped are not read): the larger
    // corpus's weights, not a Hills & Sheep answer taking them (none of its ids is among the
    // readable sets' new misses).
    // 0.95 with the words' likelihood (three questions gained; a blind set, totals only).
    ("held-out-6.yaml", 100, 0.95, 0.99),
    ("held-out-nl-dev.yaml", 80, 0.98, 0.98),
    // 0.95 before the Tower's rulings (issue 38): their words shift the corpus's weights, and
    // one Keyflower near-tie ("mag ik met mijn stal grondstoffen in het dorp van Pieter
    // verplaatsen": kf.transport.tile 0.6 against kf.transport.own-village 0.58) flipped.
    // 0.94 before Under the Big Top and Hills & Sheep: their big top and vineyard words now
    // match their classic rulings too, so those words are less rare and point at two boxes;
    // "eet den draak de circustent ook op?" (faq.106 second behind faq.059) and "als ik den abt
    // terughaal, krijg ik dan ook iets voor de wijngaarden ernaast?" (faq.191 third behind
    // the abbot's recall) flipped. Letting a classic box and its current edition point at
    // each other did not win them back (docs/search.md, fifth round).
    // 0.94 with the words' likelihood. 0.93 once the asks name no player (issue 40's eighth
    // round): "Pieter" had become a word the search knew from a Tower ask, so "in het dorp van
    // Pieter" matched that ask; read as a name now, the Keyflower near-tie above flips back.
    // 0.92 once a classic box and its current edition point as one box: "mag het feetje bij e
    // manneke staan waar al een varken bij ligt" (faq.036) is second behind pd.fairy.move.
    ("held-out-nl-blind.yaml", 100, 0.92, 0.98),
    // 0.93 before Hills & Sheep (0.920 with its rulings: one question; a blind set, not read):
    // the corpus's weights shifted by the new rulings.
    // 0.91 once a classic box and its current edition point as one box (one question; a
    // fresh set, not read).
    ("held-out-nl-blind-2.yaml", 100, 0.91, 0.98),
    ("held-out-7.yaml", 40, 0.77, 0.85),
    // Written blind for issue 40; a tuning set from its fifth round on (its misses read).
    // 0.87 once a classic box and its current edition point as one box (issue 40's eighth
    // round).
    ("held-out-blind-8.yaml", 170, 0.87, 0.95),
    // The development set of issue 40's fifth round (200 questions in the style,
    // written without seeing the search): 0.765 first, 0.885 in the top three when written.
    // 0.78 / 0.90 with the words' likelihood (issue 40's seventh round). 0.80 / 0.91 in the
    // eighth: the asks name no player (a question that won by a name shared with an ask is
    // lost, one is won), and a classic box and its current edition point as one box (four
    // won: the magic portal, the dragon eating, a fairy question and the circus director).
    ("held-out-dev-11.yaml", 200, 0.80, 0.91),
    // Written blind for issue 40 and measured once at the end of the session that added it
    // (0.793 first, 0.920 in the top three): a floor, never tuned on.
    // 0.793 at first; 0.787 after Hills & Sheep's tiles and 0.780 with its shepherd rulings
    // (one question each; a blind set, not read): the corpus's weights shifted.
    // 0.787 / 0.947 with the words' likelihood (issue 40's seventh round); 0.780 / 0.947
    // once the ruling abbot.recall.unfinished was added (one question; a blind set, not read).
    ("held-out-blind-9.yaml", 150, 0.78, 0.94),
    // Written blind for issue 40's fifth round (the writer saw only the rulings' ids, titles
    // and texts), kept outside the repository until the round's end and measured once then,
    // with the three new classic boxes' rulings in: 0.753 first, 0.920 in the top three. A
    // floor, never tuned on.
    // 0.80 / 0.92 with the words' likelihood (issue 40's seventh round), measured once.
    // 0.813 / 0.947 at the eighth round's end (asks without names, one group per box across
    // editions, typos keep their first letter), measured once.
    ("held-out-blind-10.yaml", 150, 0.81, 0.94),
    // Written blind for issue 40's seventh round (the writer saw only the rulings' ids, titles
    // and texts; 52 English, 52 Dutch, 52 Flemish), kept outside the repository until the
    // round's end and measured once then: 0.782 / 0.923 with the search as it was, 0.821 /
    // 0.949 with the words' likelihood. A floor, never tuned on. 0.846 / 0.968 at the
    // eighth round's end, measured once.
    ("held-out-blind-12.yaml", 156, 0.84, 0.96),
    // Written blind for issue 40's eighth round (the writer saw only the rulings' ids, titles
    // and texts; 52 English, 52 Dutch, 52 Flemish; 78 base game, 27 classic boxes), kept
    // outside the repository until the round's end and measured once then: 0.776 / 0.917 with
    // the search as the round found it, 0.788 / 0.936 with the round's changes. A floor,
    // never tuned on.
    ("held-out-blind-13.yaml", 156, 0.78, 0.93),
    // Written blind for issue 40's ninth round in the same way (54 English, 54 Dutch, 54
    // Flemish; 81 base game, 20 classic boxes, 54 long stories), kept outside the repository
    // until the round's end and measured once then: 0.778 / 0.907 with the round's change and
    // without (0.772 / 0.901 with the search as the session found it). A floor, never tuned on.
    ("held-out-blind-14.yaml", 162, 0.77, 0.90),
];

/// The fresh sets written in both languages (docs/search.md): on them together, Dutch is
/// answered at least as well as English.
const FRESH: [&str; 3] = ["held-out-4.yaml", "held-out-5.yaml", "held-out-6.yaml"];

#[test]
fn dutch_is_answered_no_worse_than_english_on_the_fresh_sets() {
    let mut by_lang: BTreeMap<String, Tally> = BTreeMap::new();
    for file in FRESH {
        for (k, t) in measure(file).1 {
            if k.starts_with("lang ") {
                let sum = by_lang.entry(k).or_default();
                sum.n += t.n;
                sum.p1 += t.p1;
                sum.p3 += t.p3;
                sum.rr += t.rr;
            }
        }
    }
    let (en, nl) = (by_lang["lang en"], by_lang["lang nl"]);
    eprintln!(
        "fresh sets: English {} P@1 {:.3} P@3 {:.3}, Dutch {} P@1 {:.3} P@3 {:.3}",
        en.n,
        en.p1(),
        en.p3(),
        nl.n,
        nl.p1(),
        nl.p3()
    );
    assert!(nl.p1() >= en.p1() && nl.p3() >= en.p3());
}

#[test]
fn every_evaluation_set_is_answered_as_well_as_it_was() {
    // Every set is measured (and its table printed) before any floor fails.
    let failed: Vec<String> = FLOORS
        .iter()
        .flat_map(|&(file, questions, p1, p3)| answered(file, questions, p1, p3))
        .collect();
    assert!(failed.is_empty(), "{}", failed.join("\n"));
    let sets: Vec<&str> = FLOORS.iter().map(|f| f.0).collect();
    assert_eq!(sets, crate::common::SEARCH_SETS);
}

/// The language a question is written in is read from its words (the answer is shown in
/// it when `--lang` is not given): checked on every question of the evaluation sets.
#[test]
fn the_language_of_a_question_is_read_from_its_words() {
    let db = Database::embedded();
    let (mut n, mut right, mut wrong) = (0, 0, Vec::new());
    for file in crate::common::SEARCH_SETS {
        let text = std::fs::read_to_string(format!(
            "{}/tests/search/{file}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        let set: Vec<Question> = serde_saphyr::from_str(&text).unwrap();
        for q in set {
            n += 1;
            let read = db.understand(&q.q).lang.map(|l| l.code().to_string());
            if read.as_deref() == Some(q.lang.as_str()) {
                right += 1;
            } else {
                wrong.push(format!("{} {:?}: {}", q.lang, read, q.q));
            }
        }
    }
    eprintln!("language read right: {right} of {n}");
    assert!(
        right as f64 >= LANG_RIGHT * n as f64,
        "{right} of {n}:\n{}",
        wrong.join("\n")
    );
}

/// The share of questions whose language is read right (rounded down).
const LANG_RIGHT: f64 = 0.99;

/// Rulings files as (file name, contents).
type Files = Vec<(String, String)>;
/// Asks as (entry id, language, ask).
type LeftOut = Vec<(String, String, String)>;

/// The rulings files with every other ask of each entry and language left out (`keep` 0: the
/// even ones kept, 1: the odd ones), and the asks left out.
fn asks_folded(keep: usize) -> (Files, LeftOut) {
    let mut out: Files = Vec::new();
    let mut left: LeftOut = Vec::new();
    for (name, text) in Database::embedded_files() {
        let (mut id, mut lang, mut k) = (String::new(), String::new(), 0usize);
        let mut in_asks = false;
        let mut kept = String::new();
        for line in text.lines() {
            let trimmed = line.trim_start();
            let indent = line.len() - trimmed.len();
            if let Some(rest) = line.strip_prefix("- id: ") {
                id = rest.trim().to_string();
                in_asks = false;
            } else if indent == 2 && !trimmed.is_empty() {
                in_asks = trimmed == "asks:";
            } else if in_asks && indent == 4 {
                lang = trimmed.trim_end_matches(':').to_string();
                k = 0;
            } else if in_asks && indent == 6 && trimmed.starts_with("- ") {
                let ask: String = serde_saphyr::from_str(&trimmed[2..]).unwrap();
                k += 1;
                if (k - 1) % 2 != keep {
                    left.push((id.clone(), lang.clone(), ask));
                    continue;
                }
            }
            kept.push_str(line);
            kept.push('\n');
        }
        out.push((name.to_string(), kept));
    }
    (out, left)
}

/// Cross-validation of the asks (a tool, not a check: `cargo test --test suite
/// asks_cross_validation -- --ignored --nocapture`): every other ask is left out of the
/// index and searched for; how often its own entry comes first, and which entries win instead.
#[test]
#[ignore]
fn asks_cross_validation() {
    let mut all = Tally::default();
    let mut rows: BTreeMap<String, Tally> = BTreeMap::new();
    let mut confused: Vec<String> = Vec::new();
    for keep in [0, 1] {
        let (files, left) = asks_folded(keep);
        let refs: Vec<(&str, &str)> = files
            .iter()
            .map(|(n, t)| (n.as_str(), t.as_str()))
            .collect();
        let db = Database::parse(&refs).unwrap();
        for (id, lang, ask) in &left {
            let hits = db.search(ask);
            let rank = hits.iter().position(|h| &h.entry.id == id);
            all.add(rank);
            let group = id.split('.').next().unwrap_or("").to_string();
            for key in [format!("lang {lang}"), format!("group {group}")] {
                rows.entry(key).or_default().add(rank);
            }
            if rank != Some(0) {
                let top = hits.first().map_or("-", |h| h.entry.id.as_str());
                confused.push(format!("{id}\t{top}\t{rank:?}\t{lang}\t{ask}"));
            }
        }
    }
    confused.sort();
    for c in &confused {
        eprintln!("CONFUSED\t{c}");
    }
    print_rows(&rows, &all);
}
