//! The games arbiter knows: the one list every layer names a game by.

/// A game arbiter settles disputes in. Its key is how files, flags and the rulings database
/// spell it; adding a game adds a variant here and a row to the command line's table of what
/// each game provides (`src/cli/games.rs`).
///
/// ```
/// use arbiter_ids::Game;
/// assert_eq!(Game::from_key("Keyflower"), Some(Game::Keyflower));
/// assert_eq!(Game::Carcassonne.key(), "carcassonne");
/// assert_eq!(Game::DEFAULT, Game::Carcassonne);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Game {
    /// Carcassonne (and Seizer, which plays by its rules).
    Carcassonne,
    /// Keyflower.
    Keyflower,
}

impl Game {
    /// Every game, in display order.
    pub const ALL: [Game; 2] = [Game::Carcassonne, Game::Keyflower];

    /// The game a command means when none is named (a position file without `game:` is read
    /// as one of its positions, and `tiles` lists its catalogue).
    pub const DEFAULT: Game = Game::Carcassonne;

    /// The key files, flags and the rulings database spell it with (`carcassonne`).
    pub const fn key(self) -> &'static str {
        match self {
            Game::Carcassonne => "carcassonne",
            Game::Keyflower => "keyflower",
        }
    }

    /// Its name as printed on the box, the same in every language (`Carcassonne`).
    pub const fn name(self) -> &'static str {
        match self {
            Game::Carcassonne => "Carcassonne",
            Game::Keyflower => "Keyflower",
        }
    }

    /// Reads a key, ignoring case and surrounding space.
    pub fn from_key(key: &str) -> Option<Game> {
        let key = key.trim();
        Game::ALL
            .into_iter()
            .find(|g| g.key().eq_ignore_ascii_case(key))
    }
}

impl core::fmt::Display for Game {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.key())
    }
}
