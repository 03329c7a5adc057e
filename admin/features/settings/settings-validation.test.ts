import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../../tests/kits/admin/settings.js";
import { formValuesOf } from "./settings-form-values.js";
import { MAX_BELOW_MIN, NEGATIVE_NOTICE, validateSettings } from "./settings-validation.js";

const values = (changes: Partial<ReturnType<typeof formValuesOf>>) => ({
  ...formValuesOf(SETTINGS),
  ...changes,
});
const noCard = { cardPaymentsAvailable: false };

describe("validateSettings", () => {
  it("accepts the stored settings as they are", () => {
    expect(validateSettings(values({}), noCard).errors).toEqual({});
  });

  it("reports shape errors and cross-field rules together, one code per field", () => {
    const { errors } = validateSettings(
      values({ url: "not a url", checkboxDriverPayments: false, checkboxMaxDistance: true, maxDistance: "" }),
      noCard,
    );
    expect(errors).toMatchObject({
      url: "invalid_format",
      checkboxDriverPayments: "PAYMENT_METHOD_NOT_SELECTED",
      maxDistance: "invalid_type",
    });
  });

  it("keeps the values of an unticked feature out of the way", () => {
    const { errors, payload } = validateSettings(
      values({ checkboxMinDistance: false, minDistance: "-4" }),
      noCard,
    );
    expect(errors).toEqual({});
    expect(payload.minDistance).toBeNull();
  });

  it("tells a maximum below the minimum from a missing maximum", () => {
    const { errors } = validateSettings(
      values({ checkboxMinDistance: true, minDistance: "50", checkboxMaxDistance: true, maxDistance: "20" }),
      noCard,
    );
    expect(errors.maxDistance).toBe(MAX_BELOW_MIN);
  });

  it("shows the booking notice's and the home town's errors on the fields the owner edits", () => {
    const { errors } = validateSettings(
      values({
        bufferAmount: "",
        checkboxHomeCity: true,
        homeCityName: "Nice",
        homeCityPrice: "1",
        homeCityDistance: "0",
      }),
      noCard,
    );
    expect(errors.bufferAmount).toBe("invalid_format");
    expect(errors.homeCityName).toBe("HOME_CITY_NOT_FOUND");
  });

  it("says a negative notice is negative, not badly formatted", () => {
    expect(validateSettings(values({ bufferAmount: "-5" }), noCard).errors.bufferAmount).toBe(
      NEGATIVE_NOTICE,
    );
    expect(validateSettings(values({ bufferAmount: " -0" }), noCard).errors.bufferAmount).toBe(
      NEGATIVE_NOTICE,
    );
    expect(validateSettings(values({ bufferAmount: "5.5" }), noCard).errors.bufferAmount).toBe(
      "invalid_format",
    );
    expect(validateSettings(values({ bufferAmount: "0" }), noCard).errors.bufferAmount).toBeUndefined();
  });

  it("allows online payments only with a card account", () => {
    const online = values({ checkboxOnlinePayments: true });
    expect(validateSettings(online, noCard).errors.checkboxOnlinePayments).toBe(
      "CARD_PAYMENTS_NOT_CONFIGURED",
    );
    expect(validateSettings(online, { cardPaymentsAvailable: true }).errors).toEqual({});
  });
});
