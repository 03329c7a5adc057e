// Entry of the embeddable script (dist/widget/chauffeur-booking.js): defines <chauffeur-booking>.
import { scriptApiBase } from "./api-base.js";
import { defineBookingElement } from "./element.js";

// Read now: document.currentScript exists only during this first run of the script.
defineBookingElement(scriptApiBase());
