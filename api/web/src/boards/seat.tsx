// Seats as every board draws them: one colour per seat, and a player's name with its dot.

/** Player colours, by seat (the physical games' red, blue, green, yellow, purple). */
export const SEAT_COLOURS = ["#c0392b", "#1f6fb2", "#2e8b3d", "#d9a21b", "#7d3c98"];
export const seatColour = (seat: number) => SEAT_COLOURS[seat % SEAT_COLOURS.length];

/** A player's name in the log, after a dot of their colour. */
export function SeatName({ seat, name }: { seat: number; name: string }) {
  return (
    <strong class="seat-name">
      <span class="seat-dot" style={{ background: seatColour(seat) }} aria-hidden="true" />
      {name}
    </strong>
  );
}
