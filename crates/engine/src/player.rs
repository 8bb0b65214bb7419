//! What both games share about players and points.

/// Points on a score track or in a final scoring, in both games.
pub type Points = i64;

/// Index of a player in turn order. A player id only means something against a list of
/// players: [`PlayerId::new`] checks it against one, and each game's validation checks every id of
/// a setup against the setup's players (reporting, never panicking). Both games use it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerId(usize);

impl PlayerId {
    /// The first player, who exists in every game.
    pub const FIRST: PlayerId = PlayerId(0);

    /// The id of player `index` of `players`, if there is one.
    pub fn new<T>(index: usize, players: &[T]) -> Option<PlayerId> {
        (index < players.len()).then_some(PlayerId(index))
    }

    /// The ids of `players`, in turn order.
    pub fn all<T>(players: &[T]) -> impl Iterator<Item = PlayerId> {
        (0..players.len()).map(PlayerId)
    }

    /// Player `index` of a list not at hand (a setup being built, a generated game): nothing
    /// is checked here, `Position::validate` reports an id that names no player.
    pub fn unchecked(index: usize) -> PlayerId {
        PlayerId(index)
    }

    /// The player after this one among `count` players.
    pub fn next(self, count: usize) -> PlayerId {
        PlayerId((self.0 + 1) % count.max(1))
    }

    /// Its place in turn order, from 0.
    pub fn index(self) -> usize {
        self.0
    }
}
