share.hitArea = .minimumSize(44)
segmentAll.hitArea = .minimumSize(44)
segmentUnread.hitArea = .minimumSize(44)
segmentFlagged.hitArea = .minimumSize(44)
segmentSent.hitArea = .minimumSize(44)
closeBadge.hitArea = .outset(top: 12, left: 16, bottom: 12, right: 8)
compose.hitArea = .outset(top: 10, left: 10, bottom: 10, right: 3)
archive.hitArea = .outset(horizontal: 3, vertical: 10)
move.hitArea = .outset(horizontal: 3, vertical: 10)
flag.hitArea = .outset(horizontal: 3, vertical: 10)
delete.hitArea = .outset(top: 10, left: 3, bottom: 10, right: 10)
filter.overflowsHitAreas = true
cell1.overflowsHitAreas = true

-- exit status 0
