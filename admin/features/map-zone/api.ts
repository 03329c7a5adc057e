import { api } from "../../lib/api.js";

/** The saved Google Maps key of the module, for the dialogs opened outside the settings page. */
export const savedGoogleMapsKey = async (): Promise<string> => (await api.getSettings()).googleMapsApi;
