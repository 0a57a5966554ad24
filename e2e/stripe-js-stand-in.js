// A stand-in for Stripe.js, which these machines cannot load from js.stripe.com: e2e/stripe.spec.ts serves it in
// its place. It does the part of Stripe.js the checkout uses (elements in deferred mode, the Payment Element,
// submit, confirmPayment) and, like Stripe.js, confirms the payment by calling Stripe's API from the browser
// (https://api.stripe.com, which the journey sends to the Stripe stand-in the shop's API talks to). Its card
// form sits in the page rather than in Stripe's frame, so the journey can type into it. Test cards as Stripe's:
// 4242 4242 4242 4242 approves, 4000 0000 0000 0002 is declined.
(() => {
  const API = "https://api.stripe.com";
  const DECLINED = "4000000000000002";

  function paymentElement() {
    const handlers = {};
    let root = null;
    const fire = (event, payload) => (handlers[event] ?? []).forEach((handler) => handler(payload));
    const input = (id, label, autocomplete) => {
      const wrap = document.createElement("div");
      wrap.innerHTML = `<label for="${id}" style="display:block;font-weight:600">${label}</label><input id="${id}" autocomplete="${autocomplete}" inputmode="numeric" style="border:1px solid #62544a;border-radius:8px;padding:8px;width:100%">`;
      wrap.querySelector("input").addEventListener("input", () => fire("change", { elementType: "payment", complete: element.complete(), empty: false }));
      return wrap;
    };
    const value = (id) => root?.querySelector(`#${id}`)?.value.replace(/\s/g, "") ?? "";
    const element = {
      mount(node) {
        root = typeof node === "string" ? document.querySelector(node) : node;
        root.replaceChildren(input("stand-in-card-number", "Card number", "cc-number"), input("stand-in-card-expiry", "Expiry", "cc-exp"), input("stand-in-card-cvc", "CVC", "cc-csc"));
        setTimeout(() => fire("ready", element));
      },
      on(event, handler) {
        (handlers[event] ??= []).push(handler);
        return element;
      },
      off(event, handler) {
        handlers[event] = (handlers[event] ?? []).filter((h) => h !== handler);
        return element;
      },
      update() {},
      focus() {
        root?.querySelector("input")?.focus();
      },
      unmount() {
        root?.replaceChildren();
      },
      destroy() {
        root?.replaceChildren();
      },
      complete: () => value("stand-in-card-number").length >= 15 && value("stand-in-card-expiry").length >= 4 && value("stand-in-card-cvc").length >= 3,
      cardNumber: () => value("stand-in-card-number"),
    };
    return element;
  }

  function Stripe(publishableKey) {
    function elements(options) {
      let element = null;
      return {
        options,
        create(type) {
          if (type !== "payment") throw new Error(`The stand-in has no ${type} element`);
          element = paymentElement();
          return element;
        },
        getElement: () => element,
        update(changes) {
          Object.assign(options, changes);
        },
        async submit() {
          if (!element || !element.complete()) return { error: { type: "validation_error", message: "Your card number is incomplete." } };
          return {};
        },
        cardNumber: () => element?.cardNumber() ?? "",
      };
    }

    async function confirmPayment({ elements, clientSecret }) {
      const intentId = clientSecret.split("_secret_")[0];
      const paymentMethod = elements.cardNumber() === DECLINED ? "pm_card_chargeDeclined" : "pm_card_visa";
      const res = await fetch(`${API}/v1/payment_intents/${intentId}/confirm`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ key: publishableKey, client_secret: clientSecret, payment_method: paymentMethod }),
      });
      const intent = await res.json();
      if (intent.error) return { error: intent.error };
      if (intent.last_payment_error) return { error: intent.last_payment_error };
      return { paymentIntent: intent };
    }

    const unused = () => Promise.reject(new Error("not used by the shop"));
    return {
      elements,
      confirmPayment,
      createToken: unused,
      createPaymentMethod: unused,
      confirmCardPayment: unused,
      registerAppInfo() {},
      _registerWrapper() {},
    };
  }

  window.Stripe = Stripe;
})();
