// The conversion lives once in the contract, shared with the widget and the admin.
export {
  instantToWallClock,
  isValidTimeZone,
  readWallClock,
  utcOffsetMsAt,
  wallClockToInstant,
} from "../../contract/wall-clock.js";
