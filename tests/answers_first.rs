//! `rulings search` prints the first answer's text before the other candidates, points to
//! `rulings show` in the language of the answer, and reads long questions from their start
//! (issue 33, item 3).

use crate::common::{arbiter, json};

fn stdout(args: &[&str]) -> String {
    let out = arbiter(args).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{args:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_first_answer_is_printed_in_the_language_of_the_question() {
    // English question: the ruling's text, its source and `show` without --lang.
    let en = stdout(&[
        "rulings", "search", "can", "I", "move", "my", "thief", "later",
    ]);
    assert!(
        en.contains("base.move.no-moving — Followers stay where they are"),
        "{en}"
    );
    assert!(en.contains("never moved to another feature"), "{en}");
    assert!(en.contains("Source: Carcassonne base-game rules"), "{en}");
    assert!(
        en.contains("arbiter rulings show base.move.no-moving\n"),
        "{en}"
    );
    assert!(en.contains("The other candidates:"), "{en}");
    assert!(en.find("never moved").unwrap() < en.find("The other candidates").unwrap());
    // Dutch question, English environment: the answer in Dutch, `show` with --lang nl.
    let nl = stdout(&[
        "rulings", "search", "mag", "de", "draak", "mijn", "grote", "meeple", "opeten",
    ]);
    assert!(
        nl.contains("faq.014 — De draak verwijdert de grote meeple"),
        "{nl}"
    );
    assert!(
        nl.contains("Dat geldt dus ook voor de grote meeple."),
        "{nl}"
    );
    assert!(nl.contains("Bron: "), "{nl}");
    assert!(
        nl.contains("arbiter rulings show faq.014 --lang nl"),
        "{nl}"
    );
    assert!(nl.contains("De andere kandidaten:"), "{nl}");
    // Asked with --lang nl, `show` needs it too; in a Dutch environment it does not.
    let asked = stdout(&[
        "--lang", "nl", "rulings", "search", "grote", "meeple", "draak",
    ]);
    assert!(asked.contains("--lang nl"), "{asked}");
    let out = arbiter(&[
        "rulings", "search", "mag", "de", "draak", "mijn", "grote", "meeple", "opeten",
    ])
    .env("LANG", "nl_NL.UTF-8")
    .output()
    .unwrap();
    let home = String::from_utf8(out.stdout).unwrap();
    assert!(home.contains("arbiter rulings show faq.014\n"), "{home}");
}

#[test]
fn json_answers_carry_the_text_in_the_language_of_the_question() {
    let (code, v) = json(&[
        "--format", "json", "rulings", "search", "mag", "de", "draak", "mijn", "grote", "meeple",
        "opeten",
    ]);
    assert_eq!(code, 0);
    let first = &v[0];
    assert_eq!(first["id"], "faq.014");
    assert_eq!(first["answer"]["lang"], "nl");
    assert_eq!(
        first["answer"]["title"],
        "De draak verwijdert de grote meeple"
    );
    assert!(first["answer"]["text"]
        .as_str()
        .unwrap()
        .contains("grote meeple"));
    assert!(first["answer"]["source"]
        .as_str()
        .unwrap()
        .contains("003_c5efccf2825365e0.txt"));
    assert_eq!(
        first["answer"]["show"],
        "arbiter rulings show faq.014 --lang nl"
    );
}

/// A question of `n` words: a table argument about a thief on a road, padded with talk.
fn long_question(n: usize, talk: &[&str]) -> Vec<String> {
    let mut words: Vec<String> = talk.iter().map(|w| w.to_string()).collect();
    while words.len() < n {
        words.push(talk[words.len() % talk.len()].to_string());
    }
    words.truncate(n);
    words
}

#[test]
fn long_questions_are_read_from_their_start_and_say_what_was_not_read() {
    let talk =
        "can I move my thief to another road later because my friend says I can and we argue"
            .split(' ')
            .collect::<Vec<_>>();
    // 60 words: answered, all read.
    let q = long_question(60, &talk);
    let mut args = vec!["rulings", "search"];
    args.extend(q.iter().map(String::as_str));
    let out = stdout(&args);
    assert!(out.contains("base.move.no-moving —"), "{out}");
    assert!(!out.contains("was not read"), "{out}");
    // 150 words: answered, the words past the first 100 said to be unread.
    let q = long_question(150, &talk);
    let mut args = vec!["rulings", "search"];
    args.extend(q.iter().map(String::as_str));
    let out = stdout(&args);
    assert!(out.contains("base.move.no-moving —"), "{out}");
    assert!(
        out.contains("read its first 100 words; the rest (50 words"),
        "{out}"
    );
    let mut nl_args = vec!["--lang", "nl"];
    nl_args.extend(&args);
    let out = stdout(&nl_args);
    assert!(
        out.contains("arbiter las de eerste 100 woorden; de rest (50 woorden"),
        "{out}"
    );
    // Thousands of characters: the start read, the rest cut and said, never refused.
    let huge = format!("can I move my thief {}", "blah ".repeat(2000));
    let out = arbiter(&["rulings", "search", &huge]).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("the rest (1905 words, from “blah” on) was not read"),
        "{text}"
    );
    // Under --format json the note goes to standard error; standard output stays JSON.
    let out = arbiter(&["--format", "json", "rulings", "search", &huge])
        .output()
        .unwrap();
    assert!(serde_json::from_slice::<serde_json::Value>(&out.stdout).is_ok());
    assert!(String::from_utf8_lossy(&out.stderr).contains("was not read"));
}
