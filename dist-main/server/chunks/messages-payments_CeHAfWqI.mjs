// src/lib/messages-payments.ts
/** The upgrade and its payment (the server's answers, the checkout's fallbacks); see ./messages.ts. */
var PAYMENT_MESSAGES = {
	notConfigured: "Payment processing is not configured. Please contact support.",
	upgradeFailed: "Failed to initiate upgrade. Please try again.",
	providerError: "There was an error processing your payment. Please try again.",
	notCompleted: "This payment has not been completed.",
	otherProject: "This payment is for another itinerary.",
	wrongAmount: "This payment does not match the price of the upgrade.",
	wrongCoupon: "This coupon was not applied to this payment.",
	unknownPayment: "This payment could not be found.",
	emailRequired: "Please enter your email to receive access codes."
};
export { PAYMENT_MESSAGES as t };
