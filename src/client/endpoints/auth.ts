import { type SignInRequest, signInResponse } from "../../contract/auth.js";
import type { ApiTransport } from "../http.js";

export const authEndpoints = ({ call }: ApiTransport) => ({
  signIn: (payload: SignInRequest) => call(signInResponse, "auth/signin", { method: "post", json: payload }),
});
