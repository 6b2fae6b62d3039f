"""Play online's boxes at the text size of now: the lobby's two sheets (a new room on the
left, joining one on the right) and a room's seats. At the largest text size (a phone's) the
sheets are taller, the seats two to a row and every word at the phone's size."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import theme
from game.ui.layout import H, W, between, centred, grid, row, row_to, shares
from game.ui.scenes.common import MESSAGE_W
from game.ui.scenes.scale import Box, Gap, Text

HEADING_Y = 50
FOOT_Y = H - 76  # Back's top, and a room's e-mail reminders'
BACK_W = 180
# The lobby: the name and server fields (left, width) above the sheets.
FIELDS_Y = 112
FIELD_W = 300  # a name's field, a code's
NAME_FIELD = (250, FIELD_W)
SERVER_FIELD = (800, 400)
SHEETS = (80, 190)  # the left one's left and top
SHEETS_W = (560, 540)  # a new room's, joining one's
SHEET_H, PHONE_SHEET_H = 400, 436  # a phone's are taller, for its seats two to a row
SHEET_HEAD = 36  # a sheet's top to its heading's middle
FIRST_ROW = 70  # a sheet's top to its first row: the game, the code
GAME_W, PHONE_GAME_W = 300, 240  # the game's button when its choice stands beside it
OPTION_PAD = 28  # the choice's button's sides to its word
# The seats: under their heading (drawn), three to a row (a phone's two, taller).
SEATS_DY, PHONE_SEATS_DY = 92, 130  # the first row to the seats
SEAT_H = Box.TAB
SEAT_GAP, PHONE_SEAT_GAP = Gap.NEAR, 6  # between two rows of seats
SEATS_HEAD_Y, PHONE_SEATS_HEAD_Y = 336, 334  # the seats' heading's (first line's) middle
SEATS_FOOT = 6  # the seats to the row under them (a phone's: their gap only)
FOOT_ROW = (60, 60, 130)  # fewer, more, the table's options; Create takes the rest
# Joining: the code beside Join (taller, on the code's middle), the open rooms above them at
# the sheet's top right (a phone's: along its foot), this device's games under them.
JOIN_GAP = Gap.STEP
OPEN_ROOMS = (204, 46, Gap.SNUG)  # its width and height; its top below the sheet's
PHONE_OPEN_ROOMS_H = Box.TAB
MINE_Y, PHONE_MINE_Y = 400, 404
MINE_STEP, PHONE_MINE_STEP = 62, 84
MINE_H, PHONE_MINE_H = Box.TALL, 68
MINE_SHOWN, PHONE_MINE_SHOWN = 3, 2  # as many as the sheet holds above its edge
MINE_HEAD_DY = 176  # the sheet's top to "Your games"
MINE_STEP_EM, SEATS_STEP_EM = 1.2, 1.12  # a phone's lines of "Your games", of the seats' heading
MESSAGE_DY = 110  # the screen's foot to the message's middle
PHONE_MESSAGE = (110, 50)  # a phone's lobby: right of the middle, above the foot
# A room: its seats' sheet, a row a seat (the name, its tag, "Sit here"), the invite link
# above it (or the name field, to sit), Start or Watch under it.
ROOM_SHEET = (280, 200, 640)  # left, top, width
ROOM_SHEET_PAD = 70  # the sheet's height besides its rows
ROOM_ROW_Y = 55  # the sheet's top to its first row's middle
ROOM_STEP = 62
NAME_X, NAME_W = Gap.ROOMY, 240  # a seat's name, from the sheet's left
TAG_X, TAG_W = 280, 340  # its tag
SIT = (420, 200, 25)  # "Sit here": from the sheet's left, its width, above the row's middle
ROOM_FIELD = (140, FIELD_W)  # the name field's top and width (at Sit's left)
INVITE = (124, 66)  # the invite link's top and height (as wide as the sheet)
SHARE_Y = 100  # "send your friends the link": its middle
FOOT_BUTTON_MID = H - 120  # Start's and Watch's middle
START_W, WATCH_W = 280, 320
EMAIL_W = 340


@dataclass(frozen=True)
class OnlineLayout:
    """The online screen's boxes and sizes at the text size of now."""

    phone: bool  # the largest text size: a phone's

    @classmethod
    def now(cls) -> OnlineLayout:
        return cls(theme.largest())

    def size(self, desktop: int) -> int:
        """A word's size: ``desktop``'s, at a phone's its running-text size."""
        return theme.PHONE_TEXT if self.phone else desktop

    # -- the lobby ------------------------------------------------------------------------------
    def back(self) -> pygame.Rect:
        return pygame.Rect(Gap.MARGIN, FOOT_Y, BACK_W, Box.ROW)

    def fields(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The name's and the server's fields."""
        name, server = (pygame.Rect(x, FIELDS_Y, w, Box.ROW) for x, w in (NAME_FIELD, SERVER_FIELD))
        return name, server

    def field_label(self, field: pygame.Rect) -> tuple[int, int]:
        """Where a field's label ends (its midright)."""
        return field.x - Gap.NEAR, field.centery

    def sheets(self) -> tuple[pygame.Rect, pygame.Rect]:
        """A new room's sheet and joining one's, side by side."""
        h = PHONE_SHEET_H if self.phone else SHEET_H
        left, right = row(*SHEETS, SHEETS_W, h, Gap.MARGIN)
        return left, right

    def sheet_head(self, sheet: pygame.Rect) -> tuple[int, int]:
        return sheet.x + Gap.PAD, sheet.y + SHEET_HEAD

    def inner(self, sheet: pygame.Rect) -> pygame.Rect:
        """A sheet's room for its boxes, within its sides' padding."""
        return sheet.inflate(-2 * Gap.PAD, 0)

    def game(self, choice: bool) -> tuple[pygame.Rect, pygame.Rect]:
        """The game's button and its choice's (a points target) beside it (when ``choice``;
        else the game's takes the row)."""
        box = self.inner(self.sheets()[0])
        y = box.y + FIRST_ROW
        w = box.w if not choice else PHONE_GAME_W if self.phone else GAME_W
        game = pygame.Rect(box.x, y, w, Box.ROW)
        return game, between(game.right + Gap.NEAR, box.right, y, Box.ROW)

    def option_size(self, label: str, w: int) -> int:
        base = self.size(Text.BODY)
        least = base if self.phone else Text.FINE
        return theme.fit_text(label, base, w - OPTION_PAD, "bold", least)

    def seats(self, n: int) -> list[pygame.Rect]:
        box = self.inner(self.sheets()[0])
        y = box.y + FIRST_ROW + (PHONE_SEATS_DY if self.phone else SEATS_DY)
        per_row = 2 if self.phone else 3
        w = shares(box, per_row, Gap.TIGHT)[0].w
        pitch = SEAT_H + (PHONE_SEAT_GAP if self.phone else SEAT_GAP)
        return grid(box.x, y, (w, SEAT_H), (w + Gap.TIGHT, pitch), per_row, n)

    def seats_head(self) -> tuple[int, int]:
        x = self.inner(self.sheets()[0]).x
        return x, PHONE_SEATS_HEAD_Y if self.phone else SEATS_HEAD_Y

    def seats_head_step(self) -> int:
        return round(theme.PHONE_TEXT * SEATS_STEP_EM)

    def foot_row(self, seats: int) -> tuple[list[pygame.Rect], pygame.Rect]:
        """Fewer, more and the table's options, and Create to the sheet's right, under the
        seats."""
        box = self.inner(self.sheets()[0])
        last = self.seats(seats)[-1]
        y = last.bottom + (PHONE_SEAT_GAP if self.phone else SEAT_GAP + SEATS_FOOT)
        small = row(box.x, y, FOOT_ROW, Box.SMALL, Gap.NEAR)
        return small, between(small[-1].right + Gap.NEAR, box.right, y, Box.TALL)

    def code(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The code's field and Join beside it."""
        box = self.inner(self.sheets()[1])
        field = pygame.Rect(box.x, box.y + FIRST_ROW, FIELD_W, Box.ROW)
        join = between(field.right + JOIN_GAP, box.right, 0, Box.TALL)
        join.centery = field.centery
        return field, join

    def open_rooms(self) -> pygame.Rect:
        sheet = self.sheets()[1]
        box = self.inner(sheet)
        if self.phone:  # under its two games, in the sheet's foot
            foot = sheet.bottom - Gap.NEAR
            return pygame.Rect(box.x, foot - PHONE_OPEN_ROOMS_H, box.w, PHONE_OPEN_ROOMS_H)
        w, h, below = OPEN_ROOMS
        (found,) = row_to(box.right, sheet.y + below, (w,), h, 0)
        return found

    def mine(self, n: int) -> list[pygame.Rect]:
        """This device's games (as many as the sheet holds)."""
        box = self.inner(self.sheets()[1])
        shown = PHONE_MINE_SHOWN if self.phone else MINE_SHOWN
        y = PHONE_MINE_Y if self.phone else MINE_Y
        h = PHONE_MINE_H if self.phone else MINE_H
        step = PHONE_MINE_STEP if self.phone else MINE_STEP
        return [pygame.Rect(box.x, y + i * step, box.w, h) for i in range(min(n, shown))]

    def mine_head(self) -> tuple[int, int]:
        sheet = self.sheets()[1]
        return self.inner(sheet).x, sheet.y + MINE_HEAD_DY

    def mine_step(self) -> int:
        return round(theme.PHONE_TEXT * MINE_STEP_EM)

    def message(self, lobby: bool) -> tuple[int, int]:
        if self.phone and lobby:  # under a phone's taller sheets
            dx, up = PHONE_MESSAGE
            return W // 2 + dx, H - up
        return W // 2, H - MESSAGE_DY

    def message_w(self) -> int:
        return MESSAGE_W

    # -- a room ---------------------------------------------------------------------------------
    def room_sheet(self, seats: int) -> pygame.Rect:
        x, y, w = ROOM_SHEET
        return pygame.Rect(x, y, w, ROOM_SHEET_PAD + ROOM_STEP * seats)

    def room_row(self, i: int) -> int:
        """Seat ``i``'s row's middle."""
        return ROOM_SHEET[1] + ROOM_ROW_Y + i * ROOM_STEP

    def room_name(self, i: int) -> tuple[tuple[int, int], int]:
        """Where seat ``i``'s name starts (its midleft) and its room."""
        return (ROOM_SHEET[0] + NAME_X, self.room_row(i)), NAME_W

    def room_tag(self, i: int) -> tuple[tuple[int, int], int]:
        return (ROOM_SHEET[0] + TAG_X, self.room_row(i)), TAG_W

    def sit(self, i: int) -> pygame.Rect:
        dx, w, up = SIT
        return pygame.Rect(ROOM_SHEET[0] + dx, self.room_row(i) - up, w, Box.ROW)

    def room_field(self) -> pygame.Rect:
        y, w = ROOM_FIELD
        return pygame.Rect(ROOM_SHEET[0] + SIT[0], y, w, Box.ROW)

    def invite(self) -> pygame.Rect:
        x, _y, w = ROOM_SHEET
        y, h = INVITE
        return pygame.Rect(x, y, w, h)

    def share(self) -> tuple[int, int]:
        return W // 2, SHARE_Y

    def foot_button(self, w: int) -> pygame.Rect:
        """Start's or Watch's box (``w`` wide), under the seats."""
        return centred(w, Box.BIG, (W // 2, FOOT_BUTTON_MID))

    def wait_host(self) -> tuple[int, int]:
        return W // 2, self.foot_button(START_W).y

    def email(self) -> pygame.Rect:
        (found,) = row_to(W - Gap.MARGIN, FOOT_Y, (EMAIL_W,), Box.ROW, 0)
        return found
