// Generated from the OpenAPI document the app serves (GET /api/docs/json) by openapi-typescript.
// Do not edit: UPDATE_OPENAPI_TYPES=1 npx vitest run --project server-pglite apps/server/test/public-api/openapi-document.test.ts
export interface paths {
    "/api/v1/shipments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    inbox?: "ALL" | "PENDING" | "READY_TO_PURCHASE" | "DRAFT" | "PROCESSING" | "READY_FOR_SHIPPING" | "TRACKING" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "ARCHIVED";
                    limit?: number;
                    offset?: number;
                    order?: "service_asc" | "service_desc";
                    carrier_name?: string;
                    created_at_from?: string;
                    created_at_to?: string;
                    delivery_date_from?: string;
                    delivery_date_to?: string;
                    label_downloaded?: "true" | "false";
                    q?: string;
                    recipient_name?: string;
                    recipient_surname?: string;
                    shipment_custom_reference?: string;
                    source?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            content: {
                                reference: string;
                                /** @enum {string} */
                                state: "AWAITING_COMPLETION" | "READY_TO_PURCHASE" | "PURCHASE_SUCCESS" | "CARRIER_OK" | "CARRIER_KO" | "CARRIER_PENDING" | "RETRY" | "LABELS_KO" | "READY_TO_PRINT" | "READY_FOR_COLLECTION" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "CANCEL_REQUESTED";
                                displayStatus: string;
                                step: string;
                                inboxes: ("ALL" | "PENDING" | "READY_TO_PURCHASE" | "DRAFT" | "PROCESSING" | "READY_FOR_SHIPPING" | "TRACKING" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "ARCHIVED")[];
                                actions: {
                                    canBePurchased: boolean;
                                    canDownloadLabels: boolean;
                                    canSelectPrintInStore: boolean;
                                };
                                dropOff?: {
                                    origin: {
                                        id: string;
                                        carrierId: string;
                                        /** @enum {string} */
                                        type: "PICKUP_POINT" | "LOCKER" | "POST_OFFICE";
                                        businessName: string;
                                        address: string;
                                        zipCode: string;
                                        city: string;
                                        country: string;
                                        openingTimes: {
                                            /** @enum {string} */
                                            day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                            time: string;
                                        }[];
                                        coordinates?: {
                                            latitude: number;
                                            longitude: number;
                                        };
                                    } | null;
                                    destination: {
                                        id: string;
                                        carrierId: string;
                                        /** @enum {string} */
                                        type: "PICKUP_POINT" | "LOCKER" | "POST_OFFICE";
                                        businessName: string;
                                        address: string;
                                        zipCode: string;
                                        city: string;
                                        country: string;
                                        openingTimes: {
                                            /** @enum {string} */
                                            day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                            time: string;
                                        }[];
                                        coordinates?: {
                                            latitude: number;
                                            longitude: number;
                                        };
                                    } | null;
                                };
                                data: {
                                    source: string;
                                    from: {
                                        firstName?: string;
                                        lastName?: string;
                                        company?: string;
                                        email?: string;
                                        phone?: string;
                                        street1?: string;
                                        street2?: string;
                                        alpha2Code?: string;
                                        state?: string;
                                        city?: string;
                                        zipCode?: string;
                                    };
                                    to: {
                                        firstName?: string;
                                        lastName?: string;
                                        company?: string;
                                        email?: string;
                                        phone?: string;
                                        street1?: string;
                                        street2?: string;
                                        alpha2Code?: string;
                                        state?: string;
                                        city?: string;
                                        zipCode?: string;
                                    };
                                    parcels: {
                                        id?: string;
                                        name?: string;
                                        height: number;
                                        length: number;
                                        width: number;
                                        weight: number;
                                    }[];
                                    service: {
                                        id: string;
                                        carrierId: string;
                                        carrierName: string;
                                        name: string;
                                        logoId?: string;
                                        /** @default false */
                                        dropOffOrigin: boolean;
                                        /** @default false */
                                        dropOffDestination: boolean;
                                        /** @default false */
                                        customsRequired: boolean;
                                        hasPrintInStore?: boolean;
                                        transitHours?: number;
                                    } | null;
                                    serviceProblem?: string | null;
                                    content: {
                                        description?: string;
                                        value?: number;
                                        secondHand?: boolean;
                                    };
                                    currency: string;
                                    price: {
                                        currency: string;
                                        basePrice: number;
                                        taxPrice: number;
                                        totalPrice: number;
                                        taxes: {
                                            percentage: number;
                                        }[];
                                        products?: {
                                            porterage?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            insurance?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            adultSignature?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            additionalHandling?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            managementFee?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            proofOfDelivery?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            voucher?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            cashOnDelivery?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                        };
                                    } | null;
                                    collection: {
                                        date: string | null;
                                        interval?: {
                                            start: string;
                                            end: string;
                                        } | null;
                                    };
                                    dropoffPointId: string | null;
                                    originDropoffPointId?: string | null;
                                    thirdPartyPreferences?: {
                                        serviceId?: string;
                                        dropoffPointId?: string;
                                        carrier?: string;
                                    } | null;
                                    estimatedDeliveryDate: string | null;
                                    shipmentCustomReference: string | null;
                                    buyerNote?: string | null;
                                    hasCustoms: boolean;
                                    orderDate: string | null;
                                    trackings: string[];
                                    trackingUrl: string | null;
                                    labelDownloaded: boolean;
                                    isObfuscated: boolean;
                                    isArchived: boolean;
                                    appliedShippingRules?: {
                                        ruleId: string;
                                        alias: string;
                                        changes: {
                                            identifier: string;
                                            operation: string;
                                            value: string | number;
                                        }[];
                                    }[];
                                    upsales?: {
                                        insurance: {
                                            available: boolean;
                                            baseCoverage: number;
                                            amount: number;
                                        };
                                        proofOfDelivery: {
                                            available: boolean;
                                        };
                                        printInStore: {
                                            available: boolean;
                                            url: string | null;
                                        };
                                        adultSignature: {
                                            available: boolean;
                                        };
                                        additionalHandling: {
                                            available: boolean;
                                        };
                                        cashOnDelivery: {
                                            available: boolean;
                                            amount: number;
                                            accountHolder: string | null;
                                            iban: string | null;
                                        };
                                    };
                                    labels?: string[];
                                    customs?: {
                                        customsInvoiceId: string | null;
                                    };
                                    voucherName?: string | null;
                                    warehouse?: {
                                        /** Format: uuid */
                                        id: string;
                                        alias: string;
                                        firstName: string;
                                        lastName: string;
                                        company: string | null;
                                        email: string;
                                        phone: string;
                                        street1: string;
                                        street2: string | null;
                                        alpha2Code: string;
                                        zipCode: string;
                                        city: string | null;
                                        state: string | null;
                                        postalCodeId: string | null;
                                        createdAt: string;
                                        updatedAt: string;
                                        isDefault: boolean;
                                    } | null;
                                    additionalData?: {
                                        postal_zone_id_from: string | null;
                                        postal_zone_id_to: string | null;
                                        zip_code_id_from: string | null;
                                        zip_code_id_to: string | null;
                                        postal_zone_name_from: string | null;
                                        postal_zone_name_to: string | null;
                                        selectedWarehouseId: string | null;
                                        parcelIds: string[];
                                    };
                                    createdAt: string;
                                    updatedAt: string;
                                };
                            }[];
                            pagination: {
                                currentPage: number;
                                totalPages: number;
                                totalElements: number;
                                isTotalCapped?: boolean;
                            };
                        };
                    };
                };
                /** @description The request was refused: see messages[].message and field */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
                /** @description Something failed on our side; the request may be retried */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Runs the request once: repeats with the same key and body get the first answer */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        source?: "MAN" | "CSV" | "API" | "AMZ" | "ETS" | "SHO" | "WOO" | "PRE" | "MAG" | "EBY" | "TIK" | "WIX" | "BIG" | "ECW" | "SHW" | "ZEN" | "ALI" | "TEM" | "DIS" | "MIR" | "OAU" | "DUM" | "WIZ" | "MBX";
                        from?: {
                            firstName?: string | null;
                            lastName?: string | null;
                            company?: string | null;
                            email?: string | null;
                            phone?: string | null;
                            street1?: string | null;
                            street2?: string | null;
                            alpha2Code?: string | null;
                            state?: string | null;
                            city?: string | null;
                            zipCode?: string | null;
                        };
                        to?: {
                            firstName?: string | null;
                            lastName?: string | null;
                            company?: string | null;
                            email?: string | null;
                            phone?: string | null;
                            street1?: string | null;
                            street2?: string | null;
                            alpha2Code?: string | null;
                            state?: string | null;
                            city?: string | null;
                            zipCode?: string | null;
                        };
                        parcels?: {
                            id?: string;
                            name?: string;
                            height: number;
                            length: number;
                            width: number;
                            weight: number;
                        }[];
                        service?: {
                            id: string;
                        } | null;
                        content?: {
                            description?: string;
                            value?: number;
                            secondHand?: boolean;
                        };
                        collectionDate?: string | null;
                        dropoffPointId?: string | null;
                        originDropoffPointId?: string | null;
                        thirdPartyPreferences?: {
                            serviceId?: string;
                            dropoffPointId?: string;
                            carrier?: string;
                        } | null;
                        shipmentCustomReference?: string | null;
                        warehouseId?: string | null;
                        /** @enum {string} */
                        step?: "SEARCH_INFO" | "SERVICE_SELECTION" | "SHIPPING_DETAILS" | "CUSTOMS" | "BILLING_INFO" | "PAYMENT" | "PURCHASED";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reference: string;
                            /** @enum {string} */
                            state: "AWAITING_COMPLETION" | "READY_TO_PURCHASE" | "PURCHASE_SUCCESS" | "CARRIER_OK" | "CARRIER_KO" | "CARRIER_PENDING" | "RETRY" | "LABELS_KO" | "READY_TO_PRINT" | "READY_FOR_COLLECTION" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "CANCEL_REQUESTED";
                            displayStatus: string;
                            step: string;
                            inboxes: ("ALL" | "PENDING" | "READY_TO_PURCHASE" | "DRAFT" | "PROCESSING" | "READY_FOR_SHIPPING" | "TRACKING" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "ARCHIVED")[];
                            actions: {
                                canBePurchased: boolean;
                                canDownloadLabels: boolean;
                                canSelectPrintInStore: boolean;
                            };
                            dropOff?: {
                                origin: {
                                    id: string;
                                    carrierId: string;
                                    /** @enum {string} */
                                    type: "PICKUP_POINT" | "LOCKER" | "POST_OFFICE";
                                    businessName: string;
                                    address: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    openingTimes: {
                                        /** @enum {string} */
                                        day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                        time: string;
                                    }[];
                                    coordinates?: {
                                        latitude: number;
                                        longitude: number;
                                    };
                                } | null;
                                destination: {
                                    id: string;
                                    carrierId: string;
                                    /** @enum {string} */
                                    type: "PICKUP_POINT" | "LOCKER" | "POST_OFFICE";
                                    businessName: string;
                                    address: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    openingTimes: {
                                        /** @enum {string} */
                                        day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                        time: string;
                                    }[];
                                    coordinates?: {
                                        latitude: number;
                                        longitude: number;
                                    };
                                } | null;
                            };
                            data: {
                                source: string;
                                from: {
                                    firstName?: string;
                                    lastName?: string;
                                    company?: string;
                                    email?: string;
                                    phone?: string;
                                    street1?: string;
                                    street2?: string;
                                    alpha2Code?: string;
                                    state?: string;
                                    city?: string;
                                    zipCode?: string;
                                };
                                to: {
                                    firstName?: string;
                                    lastName?: string;
                                    company?: string;
                                    email?: string;
                                    phone?: string;
                                    street1?: string;
                                    street2?: string;
                                    alpha2Code?: string;
                                    state?: string;
                                    city?: string;
                                    zipCode?: string;
                                };
                                parcels: {
                                    id?: string;
                                    name?: string;
                                    height: number;
                                    length: number;
                                    width: number;
                                    weight: number;
                                }[];
                                service: {
                                    id: string;
                                    carrierId: string;
                                    carrierName: string;
                                    name: string;
                                    logoId?: string;
                                    /** @default false */
                                    dropOffOrigin: boolean;
                                    /** @default false */
                                    dropOffDestination: boolean;
                                    /** @default false */
                                    customsRequired: boolean;
                                    hasPrintInStore?: boolean;
                                    transitHours?: number;
                                } | null;
                                serviceProblem?: string | null;
                                content: {
                                    description?: string;
                                    value?: number;
                                    secondHand?: boolean;
                                };
                                currency: string;
                                price: {
                                    currency: string;
                                    basePrice: number;
                                    taxPrice: number;
                                    totalPrice: number;
                                    taxes: {
                                        percentage: number;
                                    }[];
                                    products?: {
                                        porterage?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        insurance?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        adultSignature?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        additionalHandling?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        managementFee?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        proofOfDelivery?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        voucher?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        cashOnDelivery?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                    };
                                } | null;
                                collection: {
                                    date: string | null;
                                    interval?: {
                                        start: string;
                                        end: string;
                                    } | null;
                                };
                                dropoffPointId: string | null;
                                originDropoffPointId?: string | null;
                                thirdPartyPreferences?: {
                                    serviceId?: string;
                                    dropoffPointId?: string;
                                    carrier?: string;
                                } | null;
                                estimatedDeliveryDate: string | null;
                                shipmentCustomReference: string | null;
                                buyerNote?: string | null;
                                hasCustoms: boolean;
                                orderDate: string | null;
                                trackings: string[];
                                trackingUrl: string | null;
                                labelDownloaded: boolean;
                                isObfuscated: boolean;
                                isArchived: boolean;
                                appliedShippingRules?: {
                                    ruleId: string;
                                    alias: string;
                                    changes: {
                                        identifier: string;
                                        operation: string;
                                        value: string | number;
                                    }[];
                                }[];
                                upsales?: {
                                    insurance: {
                                        available: boolean;
                                        baseCoverage: number;
                                        amount: number;
                                    };
                                    proofOfDelivery: {
                                        available: boolean;
                                    };
                                    printInStore: {
                                        available: boolean;
                                        url: string | null;
                                    };
                                    adultSignature: {
                                        available: boolean;
                                    };
                                    additionalHandling: {
                                        available: boolean;
                                    };
                                    cashOnDelivery: {
                                        available: boolean;
                                        amount: number;
                                        accountHolder: string | null;
                                        iban: string | null;
                                    };
                                };
                                labels?: string[];
                                customs?: {
                                    customsInvoiceId: string | null;
                                };
                                voucherName?: string | null;
                                warehouse?: {
                                    /** Format: uuid */
                                    id: string;
                                    alias: string;
                                    firstName: string;
                                    lastName: string;
                                    company: string | null;
                                    email: string;
                                    phone: string;
                                    street1: string;
                                    street2: string | null;
                                    alpha2Code: string;
                                    zipCode: string;
                                    city: string | null;
                                    state: string | null;
                                    postalCodeId: string | null;
                                    createdAt: string;
                                    updatedAt: string;
                                    isDefault: boolean;
                                } | null;
                                additionalData?: {
                                    postal_zone_id_from: string | null;
                                    postal_zone_id_to: string | null;
                                    zip_code_id_from: string | null;
                                    zip_code_id_to: string | null;
                                    postal_zone_name_from: string | null;
                                    postal_zone_name_to: string | null;
                                    selectedWarehouseId: string | null;
                                    parcelIds: string[];
                                };
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description The request was refused: see messages[].message and field */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
                /** @description Something failed on our side; the request may be retried */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        references: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            deleted: string[];
                            failed: {
                                reference: string;
                                error_code: string;
                                message: string;
                            }[];
                        };
                    };
                };
                /** @description The request was refused: see messages[].message and field */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
                /** @description Something failed on our side; the request may be retried */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        /** Changes several drafts: service, collection date, content, parcels */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shipments: {
                            reference: string;
                            serviceId?: string;
                            collectionDate?: string | null;
                            content?: {
                                description?: string;
                                value?: number;
                                secondHand?: boolean;
                            };
                            from?: {
                                firstName?: string | null;
                                lastName?: string | null;
                                company?: string | null;
                                email?: string | null;
                                phone?: string | null;
                                street1?: string | null;
                                street2?: string | null;
                                alpha2Code?: string | null;
                                state?: string | null;
                                city?: string | null;
                                zipCode?: string | null;
                            };
                            to?: {
                                firstName?: string | null;
                                lastName?: string | null;
                                company?: string | null;
                                email?: string | null;
                                phone?: string | null;
                                street1?: string | null;
                                street2?: string | null;
                                alpha2Code?: string | null;
                                state?: string | null;
                                city?: string | null;
                                zipCode?: string | null;
                            };
                            parcels?: {
                                id?: string;
                                name?: string;
                                height: number;
                                length: number;
                                width: number;
                                weight: number;
                            }[];
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipmentsUpdated: {
                                reference: string;
                                /** @enum {string} */
                                state: "AWAITING_COMPLETION" | "READY_TO_PURCHASE" | "PURCHASE_SUCCESS" | "CARRIER_OK" | "CARRIER_KO" | "CARRIER_PENDING" | "RETRY" | "LABELS_KO" | "READY_TO_PRINT" | "READY_FOR_COLLECTION" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "CANCEL_REQUESTED";
                                displayStatus: string;
                                step: string;
                                inboxes: ("ALL" | "PENDING" | "READY_TO_PURCHASE" | "DRAFT" | "PROCESSING" | "READY_FOR_SHIPPING" | "TRACKING" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "ARCHIVED")[];
                                actions: {
                                    canBePurchased: boolean;
                                    canDownloadLabels: boolean;
                                    canSelectPrintInStore: boolean;
                                };
                                dropOff?: {
                                    origin: {
                                        id: string;
                                        carrierId: string;
                                        /** @enum {string} */
                                        type: "PICKUP_POINT" | "LOCKER" | "POST_OFFICE";
                                        businessName: string;
                                        address: string;
                                        zipCode: string;
                                        city: string;
                                        country: string;
                                        openingTimes: {
                                            /** @enum {string} */
                                            day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                            time: string;
                                        }[];
                                        coordinates?: {
                                            latitude: number;
                                            longitude: number;
                                        };
                                    } | null;
                                    destination: {
                                        id: string;
                                        carrierId: string;
                                        /** @enum {string} */
                                        type: "PICKUP_POINT" | "LOCKER" | "POST_OFFICE";
                                        businessName: string;
                                        address: string;
                                        zipCode: string;
                                        city: string;
                                        country: string;
                                        openingTimes: {
                                            /** @enum {string} */
                                            day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                            time: string;
                                        }[];
                                        coordinates?: {
                                            latitude: number;
                                            longitude: number;
                                        };
                                    } | null;
                                };
                                data: {
                                    source: string;
                                    from: {
                                        firstName?: string;
                                        lastName?: string;
                                        company?: string;
                                        email?: string;
                                        phone?: string;
                                        street1?: string;
                                        street2?: string;
                                        alpha2Code?: string;
                                        state?: string;
                                        city?: string;
                                        zipCode?: string;
                                    };
                                    to: {
                                        firstName?: string;
                                        lastName?: string;
                                        company?: string;
                                        email?: string;
                                        phone?: string;
                                        street1?: string;
                                        street2?: string;
                                        alpha2Code?: string;
                                        state?: string;
                                        city?: string;
                                        zipCode?: string;
                                    };
                                    parcels: {
                                        id?: string;
                                        name?: string;
                                        height: number;
                                        length: number;
                                        width: number;
                                        weight: number;
                                    }[];
                                    service: {
                                        id: string;
                                        carrierId: string;
                                        carrierName: string;
                                        name: string;
                                        logoId?: string;
                                        /** @default false */
                                        dropOffOrigin: boolean;
                                        /** @default false */
                                        dropOffDestination: boolean;
                                        /** @default false */
                                        customsRequired: boolean;
                                        hasPrintInStore?: boolean;
                                        transitHours?: number;
                                    } | null;
                                    serviceProblem?: string | null;
                                    content: {
                                        description?: string;
                                        value?: number;
                                        secondHand?: boolean;
                                    };
                                    currency: string;
                                    price: {
                                        currency: string;
                                        basePrice: number;
                                        taxPrice: number;
                                        totalPrice: number;
                                        taxes: {
                                            percentage: number;
                                        }[];
                                        products?: {
                                            porterage?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            insurance?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            adultSignature?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            additionalHandling?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            managementFee?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            proofOfDelivery?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            voucher?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                            cashOnDelivery?: {
                                                basePrice: number;
                                                totalPrice: number;
                                                currency: string;
                                                name?: string;
                                            };
                                        };
                                    } | null;
                                    collection: {
                                        date: string | null;
                                        interval?: {
                                            start: string;
                                            end: string;
                                        } | null;
                                    };
                                    dropoffPointId: string | null;
                                    originDropoffPointId?: string | null;
                                    thirdPartyPreferences?: {
                                        serviceId?: string;
                                        dropoffPointId?: string;
                                        carrier?: string;
                                    } | null;
                                    estimatedDeliveryDate: string | null;
                                    shipmentCustomReference: string | null;
                                    buyerNote?: string | null;
                                    hasCustoms: boolean;
                                    orderDate: string | null;
                                    trackings: string[];
                                    trackingUrl: string | null;
                                    labelDownloaded: boolean;
                                    isObfuscated: boolean;
                                    isArchived: boolean;
                                    appliedShippingRules?: {
                                        ruleId: string;
                                        alias: string;
                                        changes: {
                                            identifier: string;
                                            operation: string;
                                            value: string | number;
                                        }[];
                                    }[];
                                    upsales?: {
                                        insurance: {
                                            available: boolean;
                                            baseCoverage: number;
                                            amount: number;
                                        };
                                        proofOfDelivery: {
                                            available: boolean;
                                        };
                                        printInStore: {
                                            available: boolean;
                                            url: string | null;
                                        };
                                        adultSignature: {
                                            available: boolean;
                                        };
                                        additionalHandling: {
                                            available: boolean;
                                        };
                                        cashOnDelivery: {
                                            available: boolean;
                                            amount: number;
                                            accountHolder: string | null;
                                            iban: string | null;
                                        };
                                    };
                                    labels?: string[];
                                    customs?: {
                                        customsInvoiceId: string | null;
                                    };
                                    voucherName?: string | null;
                                    warehouse?: {
                                        /** Format: uuid */
                                        id: string;
                                        alias: string;
                                        firstName: string;
                                        lastName: string;
                                        company: string | null;
                                        email: string;
                                        phone: string;
                                        street1: string;
                                        street2: string | null;
                                        alpha2Code: string;
                                        zipCode: string;
                                        city: string | null;
                                        state: string | null;
                                        postalCodeId: string | null;
                                        createdAt: string;
                                        updatedAt: string;
                                        isDefault: boolean;
                                    } | null;
                                    additionalData?: {
                                        postal_zone_id_from: string | null;
                                        postal_zone_id_to: string | null;
                                        zip_code_id_from: string | null;
                                        zip_code_id_to: string | null;
                                        postal_zone_name_from: string | null;
                                        postal_zone_name_to: string | null;
                                        selectedWarehouseId: string | null;
                                        parcelIds: string[];
                                    };
                                    createdAt: string;
                                    updatedAt: string;
                                };
                            }[];
                            shipmentsFailed: {
                                reference: string;
                                error_code: string;
                                message: string;
                                field?: string;
                            }[];
                        };
                    };
                };
                /** @description The request was refused: see messages[].message and field */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
                /** @description Something failed on our side; the request may be retried */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/shipments/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reference: string;
                            /** @enum {string} */
                            state: "AWAITING_COMPLETION" | "READY_TO_PURCHASE" | "PURCHASE_SUCCESS" | "CARRIER_OK" | "CARRIER_KO" | "CARRIER_PENDING" | "RETRY" | "LABELS_KO" | "READY_TO_PRINT" | "READY_FOR_COLLECTION" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "CANCEL_REQUESTED";
                            displayStatus: string;
                            step: string;
                            inboxes: ("ALL" | "PENDING" | "READY_TO_PURCHASE" | "DRAFT" | "PROCESSING" | "READY_FOR_SHIPPING" | "TRACKING" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "ARCHIVED")[];
                            actions: {
                                canBePurchased: boolean;
                                canDownloadLabels: boolean;
                                canSelectPrintInStore: boolean;
                            };
                            dropOff?: {
                                origin: {
                                    id: string;
                                    carrierId: string;
                                    /** @enum {string} */
                                    type: "PICKUP_POINT" | "LOCKER" | "POST_OFFICE";
                                    businessName: string;
                                    address: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    openingTimes: {
                                        /** @enum {string} */
                                        day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                        time: string;
                                    }[];
                                    coordinates?: {
                                        latitude: number;
                                        longitude: number;
                                    };
                                } | null;
                                destination: {
                                    id: string;
                                    carrierId: string;
                                    /** @enum {string} */
                                    type: "PICKUP_POINT" | "LOCKER" | "POST_OFFICE";
                                    businessName: string;
                                    address: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    openingTimes: {
                                        /** @enum {string} */
                                        day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                        time: string;
                                    }[];
                                    coordinates?: {
                                        latitude: number;
                                        longitude: number;
                                    };
                                } | null;
                            };
                            data: {
                                source: string;
                                from: {
                                    firstName?: string;
                                    lastName?: string;
                                    company?: string;
                                    email?: string;
                                    phone?: string;
                                    street1?: string;
                                    street2?: string;
                                    alpha2Code?: string;
                                    state?: string;
                                    city?: string;
                                    zipCode?: string;
                                };
                                to: {
                                    firstName?: string;
                                    lastName?: string;
                                    company?: string;
                                    email?: string;
                                    phone?: string;
                                    street1?: string;
                                    street2?: string;
                                    alpha2Code?: string;
                                    state?: string;
                                    city?: string;
                                    zipCode?: string;
                                };
                                parcels: {
                                    id?: string;
                                    name?: string;
                                    height: number;
                                    length: number;
                                    width: number;
                                    weight: number;
                                }[];
                                service: {
                                    id: string;
                                    carrierId: string;
                                    carrierName: string;
                                    name: string;
                                    logoId?: string;
                                    /** @default false */
                                    dropOffOrigin: boolean;
                                    /** @default false */
                                    dropOffDestination: boolean;
                                    /** @default false */
                                    customsRequired: boolean;
                                    hasPrintInStore?: boolean;
                                    transitHours?: number;
                                } | null;
                                serviceProblem?: string | null;
                                content: {
                                    description?: string;
                                    value?: number;
                                    secondHand?: boolean;
                                };
                                currency: string;
                                price: {
                                    currency: string;
                                    basePrice: number;
                                    taxPrice: number;
                                    totalPrice: number;
                                    taxes: {
                                        percentage: number;
                                    }[];
                                    products?: {
                                        porterage?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        insurance?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        adultSignature?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        additionalHandling?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        managementFee?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        proofOfDelivery?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        voucher?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        cashOnDelivery?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                    };
                                } | null;
                                collection: {
                                    date: string | null;
                                    interval?: {
                                        start: string;
                                        end: string;
                                    } | null;
                                };
                                dropoffPointId: string | null;
                                originDropoffPointId?: string | null;
                                thirdPartyPreferences?: {
                                    serviceId?: string;
                                    dropoffPointId?: string;
                                    carrier?: string;
                                } | null;
                                estimatedDeliveryDate: string | null;
                                shipmentCustomReference: string | null;
                                buyerNote?: string | null;
                                hasCustoms: boolean;
                                orderDate: string | null;
                                trackings: string[];
                                trackingUrl: string | null;
                                labelDownloaded: boolean;
                                isObfuscated: boolean;
                                isArchived: boolean;
                                appliedShippingRules?: {
                                    ruleId: string;
                                    alias: string;
                                    changes: {
                                        identifier: string;
                                        operation: string;
                                        value: string | number;
                                    }[];
                                }[];
                                upsales?: {
                                    insurance: {
                                        available: boolean;
                                        baseCoverage: number;
                                        amount: number;
                                    };
                                    proofOfDelivery: {
                                        available: boolean;
                                    };
                                    printInStore: {
                                        available: boolean;
                                        url: string | null;
                                    };
                                    adultSignature: {
                                        available: boolean;
                                    };
                                    additionalHandling: {
                                        available: boolean;
                                    };
                                    cashOnDelivery: {
                                        available: boolean;
                                        amount: number;
                                        accountHolder: string | null;
                                        iban: string | null;
                                    };
                                };
                                labels?: string[];
                                customs?: {
                                    customsInvoiceId: string | null;
                                };
                                voucherName?: string | null;
                                warehouse?: {
                                    /** Format: uuid */
                                    id: string;
                                    alias: string;
                                    firstName: string;
                                    lastName: string;
                                    company: string | null;
                                    email: string;
                                    phone: string;
                                    street1: string;
                                    street2: string | null;
                                    alpha2Code: string;
                                    zipCode: string;
                                    city: string | null;
                                    state: string | null;
                                    postalCodeId: string | null;
                                    createdAt: string;
                                    updatedAt: string;
                                    isDefault: boolean;
                                } | null;
                                additionalData?: {
                                    postal_zone_id_from: string | null;
                                    postal_zone_id_to: string | null;
                                    zip_code_id_from: string | null;
                                    zip_code_id_to: string | null;
                                    postal_zone_name_from: string | null;
                                    postal_zone_name_to: string | null;
                                    selectedWarehouseId: string | null;
                                    parcelIds: string[];
                                };
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description The request was refused: see messages[].message and field */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
                /** @description Something failed on our side; the request may be retried */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        source?: "MAN" | "CSV" | "API" | "AMZ" | "ETS" | "SHO" | "WOO" | "PRE" | "MAG" | "EBY" | "TIK" | "WIX" | "BIG" | "ECW" | "SHW" | "ZEN" | "ALI" | "TEM" | "DIS" | "MIR" | "OAU" | "DUM" | "WIZ" | "MBX";
                        from?: {
                            firstName?: string | null;
                            lastName?: string | null;
                            company?: string | null;
                            email?: string | null;
                            phone?: string | null;
                            street1?: string | null;
                            street2?: string | null;
                            alpha2Code?: string | null;
                            state?: string | null;
                            city?: string | null;
                            zipCode?: string | null;
                        };
                        to?: {
                            firstName?: string | null;
                            lastName?: string | null;
                            company?: string | null;
                            email?: string | null;
                            phone?: string | null;
                            street1?: string | null;
                            street2?: string | null;
                            alpha2Code?: string | null;
                            state?: string | null;
                            city?: string | null;
                            zipCode?: string | null;
                        };
                        parcels?: {
                            id?: string;
                            name?: string;
                            height: number;
                            length: number;
                            width: number;
                            weight: number;
                        }[];
                        service?: {
                            id: string;
                        } | null;
                        content?: {
                            description?: string;
                            value?: number;
                            secondHand?: boolean;
                        };
                        collectionDate?: string | null;
                        dropoffPointId?: string | null;
                        originDropoffPointId?: string | null;
                        thirdPartyPreferences?: {
                            serviceId?: string;
                            dropoffPointId?: string;
                            carrier?: string;
                        } | null;
                        shipmentCustomReference?: string | null;
                        warehouseId?: string | null;
                        /** @enum {string} */
                        step?: "SEARCH_INFO" | "SERVICE_SELECTION" | "SHIPPING_DETAILS" | "CUSTOMS" | "BILLING_INFO" | "PAYMENT" | "PURCHASED";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reference: string;
                            /** @enum {string} */
                            state: "AWAITING_COMPLETION" | "READY_TO_PURCHASE" | "PURCHASE_SUCCESS" | "CARRIER_OK" | "CARRIER_KO" | "CARRIER_PENDING" | "RETRY" | "LABELS_KO" | "READY_TO_PRINT" | "READY_FOR_COLLECTION" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "CANCEL_REQUESTED";
                            displayStatus: string;
                            step: string;
                            inboxes: ("ALL" | "PENDING" | "READY_TO_PURCHASE" | "DRAFT" | "PROCESSING" | "READY_FOR_SHIPPING" | "TRACKING" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "ARCHIVED")[];
                            actions: {
                                canBePurchased: boolean;
                                canDownloadLabels: boolean;
                                canSelectPrintInStore: boolean;
                            };
                            dropOff?: {
                                origin: {
                                    id: string;
                                    carrierId: string;
                                    /** @enum {string} */
                                    type: "PICKUP_POINT" | "LOCKER" | "POST_OFFICE";
                                    businessName: string;
                                    address: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    openingTimes: {
                                        /** @enum {string} */
                                        day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                        time: string;
                                    }[];
                                    coordinates?: {
                                        latitude: number;
                                        longitude: number;
                                    };
                                } | null;
                                destination: {
                                    id: string;
                                    carrierId: string;
                                    /** @enum {string} */
                                    type: "PICKUP_POINT" | "LOCKER" | "POST_OFFICE";
                                    businessName: string;
                                    address: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    openingTimes: {
                                        /** @enum {string} */
                                        day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                        time: string;
                                    }[];
                                    coordinates?: {
                                        latitude: number;
                                        longitude: number;
                                    };
                                } | null;
                            };
                            data: {
                                source: string;
                                from: {
                                    firstName?: string;
                                    lastName?: string;
                                    company?: string;
                                    email?: string;
                                    phone?: string;
                                    street1?: string;
                                    street2?: string;
                                    alpha2Code?: string;
                                    state?: string;
                                    city?: string;
                                    zipCode?: string;
                                };
                                to: {
                                    firstName?: string;
                                    lastName?: string;
                                    company?: string;
                                    email?: string;
                                    phone?: string;
                                    street1?: string;
                                    street2?: string;
                                    alpha2Code?: string;
                                    state?: string;
                                    city?: string;
                                    zipCode?: string;
                                };
                                parcels: {
                                    id?: string;
                                    name?: string;
                                    height: number;
                                    length: number;
                                    width: number;
                                    weight: number;
                                }[];
                                service: {
                                    id: string;
                                    carrierId: string;
                                    carrierName: string;
                                    name: string;
                                    logoId?: string;
                                    /** @default false */
                                    dropOffOrigin: boolean;
                                    /** @default false */
                                    dropOffDestination: boolean;
                                    /** @default false */
                                    customsRequired: boolean;
                                    hasPrintInStore?: boolean;
                                    transitHours?: number;
                                } | null;
                                serviceProblem?: string | null;
                                content: {
                                    description?: string;
                                    value?: number;
                                    secondHand?: boolean;
                                };
                                currency: string;
                                price: {
                                    currency: string;
                                    basePrice: number;
                                    taxPrice: number;
                                    totalPrice: number;
                                    taxes: {
                                        percentage: number;
                                    }[];
                                    products?: {
                                        porterage?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        insurance?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        adultSignature?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        additionalHandling?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        managementFee?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        proofOfDelivery?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        voucher?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        cashOnDelivery?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                    };
                                } | null;
                                collection: {
                                    date: string | null;
                                    interval?: {
                                        start: string;
                                        end: string;
                                    } | null;
                                };
                                dropoffPointId: string | null;
                                originDropoffPointId?: string | null;
                                thirdPartyPreferences?: {
                                    serviceId?: string;
                                    dropoffPointId?: string;
                                    carrier?: string;
                                } | null;
                                estimatedDeliveryDate: string | null;
                                shipmentCustomReference: string | null;
                                buyerNote?: string | null;
                                hasCustoms: boolean;
                                orderDate: string | null;
                                trackings: string[];
                                trackingUrl: string | null;
                                labelDownloaded: boolean;
                                isObfuscated: boolean;
                                isArchived: boolean;
                                appliedShippingRules?: {
                                    ruleId: string;
                                    alias: string;
                                    changes: {
                                        identifier: string;
                                        operation: string;
                                        value: string | number;
                                    }[];
                                }[];
                                upsales?: {
                                    insurance: {
                                        available: boolean;
                                        baseCoverage: number;
                                        amount: number;
                                    };
                                    proofOfDelivery: {
                                        available: boolean;
                                    };
                                    printInStore: {
                                        available: boolean;
                                        url: string | null;
                                    };
                                    adultSignature: {
                                        available: boolean;
                                    };
                                    additionalHandling: {
                                        available: boolean;
                                    };
                                    cashOnDelivery: {
                                        available: boolean;
                                        amount: number;
                                        accountHolder: string | null;
                                        iban: string | null;
                                    };
                                };
                                labels?: string[];
                                customs?: {
                                    customsInvoiceId: string | null;
                                };
                                voucherName?: string | null;
                                warehouse?: {
                                    /** Format: uuid */
                                    id: string;
                                    alias: string;
                                    firstName: string;
                                    lastName: string;
                                    company: string | null;
                                    email: string;
                                    phone: string;
                                    street1: string;
                                    street2: string | null;
                                    alpha2Code: string;
                                    zipCode: string;
                                    city: string | null;
                                    state: string | null;
                                    postalCodeId: string | null;
                                    createdAt: string;
                                    updatedAt: string;
                                    isDefault: boolean;
                                } | null;
                                additionalData?: {
                                    postal_zone_id_from: string | null;
                                    postal_zone_id_to: string | null;
                                    zip_code_id_from: string | null;
                                    zip_code_id_to: string | null;
                                    postal_zone_name_from: string | null;
                                    postal_zone_name_to: string | null;
                                    selectedWarehouseId: string | null;
                                    parcelIds: string[];
                                };
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description The request was refused: see messages[].message and field */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
                /** @description Something failed on our side; the request may be retried */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/shipments/price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        references: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            shipmentsPriceDetails: {
                                reference: string;
                                serviceId: string;
                                isOwnContract: boolean;
                                price: {
                                    basePrice: number;
                                    taxPrice: number;
                                    totalPrice: number;
                                    /** @enum {string} */
                                    currency: "EUR";
                                    taxes: {
                                        percentage: number;
                                    }[];
                                };
                                products: {
                                    [key: string]: {
                                        basePrice: number;
                                        taxPrice: number;
                                        totalPrice: number;
                                        /** @enum {string} */
                                        currency: "EUR";
                                        quantity: number;
                                        name?: string;
                                    };
                                };
                                availableProducts: {
                                    insurance: {
                                        basePrice: number;
                                        taxPrice: number;
                                        totalPrice: number;
                                        /** @enum {string} */
                                        currency: "EUR";
                                        isEnabled: boolean;
                                        baseCoverage: number;
                                        tiers: {
                                            basePrice: number;
                                            taxPrice: number;
                                            totalPrice: number;
                                            /** @enum {string} */
                                            currency: "EUR";
                                            coverage: number;
                                        }[];
                                    };
                                    adultSignature: {
                                        basePrice: number;
                                        taxPrice: number;
                                        totalPrice: number;
                                        /** @enum {string} */
                                        currency: "EUR";
                                        isEnabled: boolean;
                                    };
                                    additionalHandling: {
                                        basePrice: number;
                                        taxPrice: number;
                                        totalPrice: number;
                                        /** @enum {string} */
                                        currency: "EUR";
                                        isEnabled: boolean;
                                    };
                                    proofOfDelivery: {
                                        basePrice: number;
                                        taxPrice: number;
                                        totalPrice: number;
                                        /** @enum {string} */
                                        currency: "EUR";
                                        isEnabled: boolean;
                                    };
                                    cashOnDelivery: {
                                        basePrice: number;
                                        taxPrice: number;
                                        totalPrice: number;
                                        /** @enum {string} */
                                        currency: "EUR";
                                        isEnabled: boolean;
                                        maxAmount: number;
                                    };
                                    printInStore: {
                                        available: boolean;
                                        isDefault: boolean;
                                    };
                                    allowsVoucher: boolean;
                                };
                                selection: {
                                    insurance: {
                                        /** @enum {string} */
                                        option: "STANDARD" | "ENHANCED" | "PLATFORM_INSURANCE" | "NO_INSURANCE";
                                        value: number | null;
                                        coverage: number;
                                    };
                                    adultSignature: boolean;
                                    additionalHandling: boolean;
                                    proofOfDelivery: boolean;
                                    printInStore: boolean;
                                    cashOnDelivery: {
                                        accountHolder: string;
                                        amount: number;
                                        iban: string;
                                    } | null;
                                    voucher: string | null;
                                };
                            }[];
                            totalPrice: {
                                basePrice: number;
                                taxPrice: number;
                                totalPrice: number;
                                /** @enum {string} */
                                currency: "EUR";
                                taxes: {
                                    percentage: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description The request was refused: see messages[].message and field */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
                /** @description Something failed on our side; the request may be retried */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Runs the request once: repeats with the same key and body get the first answer */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        shipments: string[];
                        payment: {
                            /** @enum {string} */
                            method: "creditcard" | "creditcard3dsecure" | "paypal" | "directdebit" | "owncontract" | "bancontact" | "free" | "deferred";
                            /** @enum {string} */
                            type: "DIRECT" | "DEFERRED";
                            nonce?: string;
                            /** Format: uuid */
                            paymentMethodId?: string;
                            metrics?: unknown;
                            deviceData?: unknown;
                        };
                        carriersTermsAndConditions: boolean;
                        orderCustomReference?: string;
                        idempotencyKey: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            orderReference: string;
                            totalAmount: number;
                            /** @enum {string} */
                            currency: "EUR";
                            shipments: {
                                reference: string;
                                status: boolean;
                                error_code?: string;
                                message?: string;
                                field?: string;
                            }[];
                        };
                    };
                };
                /** @description The request was refused: see messages[].message and field */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
                /** @description Something failed on our side; the request may be retried */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{orderReference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    orderReference: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            orderReference: string;
                            /** @enum {string} */
                            status: "PENDING" | "PAID" | "FAILED";
                            totalAmount: number;
                            refundedAmount: number;
                            /** @enum {string} */
                            currency: "EUR";
                            paymentMethod: string;
                            createdAt: string;
                            shipments: {
                                shipmentReference: string;
                                status: string;
                                amount: number;
                                error_code: string | null;
                            }[];
                        };
                    };
                };
                /** @description The request was refused: see messages[].message and field */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
                /** @description Something failed on our side; the request may be retried */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/{reference}/label": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    format?: "A4" | "4x6" | "COMBINED_A4" | "ZPL";
                    dpi?: number;
                };
                header?: never;
                path: {
                    reference: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The label as a PDF, or with format=ZPL as ZPL II for a 4×6 in thermal printer (dpi=203, the default, or 300) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
                /** @description The request was refused: see messages[].message and field */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
                /** @description Something failed on our side; the request may be retried */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/{reference}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    reference: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reference: string;
                            trackingNumbers: string[];
                            entries: {
                                at: string;
                                state: string;
                                event: ("LABEL_CREATED" | "AWAITING_COLLECTION" | "COLLECTED" | "HUB_SCAN" | "AT_DELIVERY_DEPOT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "RECIPIENT_ABSENT" | "ADDRESS_NOT_FOUND" | "RETURNED_TO_SENDER") | null;
                                location: string;
                                description: string;
                            }[];
                        };
                    };
                };
                /** @description The request was refused: see messages[].message and field */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
                /** @description Something failed on our side; the request may be retried */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/shipments/{reference}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description Runs the request once: repeats with the same key and body get the first answer */
                    "idempotency-key"?: string;
                };
                path: {
                    reference: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        reason: "ORDER_CANCELLED_BY_BUYER" | "WRONG_ADDRESS" | "WRONG_SERVICE" | "WRONG_PARCEL_DATA" | "DUPLICATED" | "OTHER";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reference: string;
                            /** @enum {string} */
                            state: "AWAITING_COMPLETION" | "READY_TO_PURCHASE" | "PURCHASE_SUCCESS" | "CARRIER_OK" | "CARRIER_KO" | "CARRIER_PENDING" | "RETRY" | "LABELS_KO" | "READY_TO_PRINT" | "READY_FOR_COLLECTION" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "CANCEL_REQUESTED";
                            displayStatus: string;
                            step: string;
                            inboxes: ("ALL" | "PENDING" | "READY_TO_PURCHASE" | "DRAFT" | "PROCESSING" | "READY_FOR_SHIPPING" | "TRACKING" | "IN_TRANSIT" | "OUT_FOR_DELIVERY" | "DELIVERED" | "INCIDENT" | "RETURNED_TO_SENDER" | "CANCELED" | "ARCHIVED")[];
                            actions: {
                                canBePurchased: boolean;
                                canDownloadLabels: boolean;
                                canSelectPrintInStore: boolean;
                            };
                            dropOff?: {
                                origin: {
                                    id: string;
                                    carrierId: string;
                                    /** @enum {string} */
                                    type: "PICKUP_POINT" | "LOCKER" | "POST_OFFICE";
                                    businessName: string;
                                    address: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    openingTimes: {
                                        /** @enum {string} */
                                        day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                        time: string;
                                    }[];
                                    coordinates?: {
                                        latitude: number;
                                        longitude: number;
                                    };
                                } | null;
                                destination: {
                                    id: string;
                                    carrierId: string;
                                    /** @enum {string} */
                                    type: "PICKUP_POINT" | "LOCKER" | "POST_OFFICE";
                                    businessName: string;
                                    address: string;
                                    zipCode: string;
                                    city: string;
                                    country: string;
                                    openingTimes: {
                                        /** @enum {string} */
                                        day: "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";
                                        time: string;
                                    }[];
                                    coordinates?: {
                                        latitude: number;
                                        longitude: number;
                                    };
                                } | null;
                            };
                            data: {
                                source: string;
                                from: {
                                    firstName?: string;
                                    lastName?: string;
                                    company?: string;
                                    email?: string;
                                    phone?: string;
                                    street1?: string;
                                    street2?: string;
                                    alpha2Code?: string;
                                    state?: string;
                                    city?: string;
                                    zipCode?: string;
                                };
                                to: {
                                    firstName?: string;
                                    lastName?: string;
                                    company?: string;
                                    email?: string;
                                    phone?: string;
                                    street1?: string;
                                    street2?: string;
                                    alpha2Code?: string;
                                    state?: string;
                                    city?: string;
                                    zipCode?: string;
                                };
                                parcels: {
                                    id?: string;
                                    name?: string;
                                    height: number;
                                    length: number;
                                    width: number;
                                    weight: number;
                                }[];
                                service: {
                                    id: string;
                                    carrierId: string;
                                    carrierName: string;
                                    name: string;
                                    logoId?: string;
                                    /** @default false */
                                    dropOffOrigin: boolean;
                                    /** @default false */
                                    dropOffDestination: boolean;
                                    /** @default false */
                                    customsRequired: boolean;
                                    hasPrintInStore?: boolean;
                                    transitHours?: number;
                                } | null;
                                serviceProblem?: string | null;
                                content: {
                                    description?: string;
                                    value?: number;
                                    secondHand?: boolean;
                                };
                                currency: string;
                                price: {
                                    currency: string;
                                    basePrice: number;
                                    taxPrice: number;
                                    totalPrice: number;
                                    taxes: {
                                        percentage: number;
                                    }[];
                                    products?: {
                                        porterage?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        insurance?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        adultSignature?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        additionalHandling?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        managementFee?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        proofOfDelivery?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        voucher?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                        cashOnDelivery?: {
                                            basePrice: number;
                                            totalPrice: number;
                                            currency: string;
                                            name?: string;
                                        };
                                    };
                                } | null;
                                collection: {
                                    date: string | null;
                                    interval?: {
                                        start: string;
                                        end: string;
                                    } | null;
                                };
                                dropoffPointId: string | null;
                                originDropoffPointId?: string | null;
                                thirdPartyPreferences?: {
                                    serviceId?: string;
                                    dropoffPointId?: string;
                                    carrier?: string;
                                } | null;
                                estimatedDeliveryDate: string | null;
                                shipmentCustomReference: string | null;
                                buyerNote?: string | null;
                                hasCustoms: boolean;
                                orderDate: string | null;
                                trackings: string[];
                                trackingUrl: string | null;
                                labelDownloaded: boolean;
                                isObfuscated: boolean;
                                isArchived: boolean;
                                appliedShippingRules?: {
                                    ruleId: string;
                                    alias: string;
                                    changes: {
                                        identifier: string;
                                        operation: string;
                                        value: string | number;
                                    }[];
                                }[];
                                upsales?: {
                                    insurance: {
                                        available: boolean;
                                        baseCoverage: number;
                                        amount: number;
                                    };
                                    proofOfDelivery: {
                                        available: boolean;
                                    };
                                    printInStore: {
                                        available: boolean;
                                        url: string | null;
                                    };
                                    adultSignature: {
                                        available: boolean;
                                    };
                                    additionalHandling: {
                                        available: boolean;
                                    };
                                    cashOnDelivery: {
                                        available: boolean;
                                        amount: number;
                                        accountHolder: string | null;
                                        iban: string | null;
                                    };
                                };
                                labels?: string[];
                                customs?: {
                                    customsInvoiceId: string | null;
                                };
                                voucherName?: string | null;
                                warehouse?: {
                                    /** Format: uuid */
                                    id: string;
                                    alias: string;
                                    firstName: string;
                                    lastName: string;
                                    company: string | null;
                                    email: string;
                                    phone: string;
                                    street1: string;
                                    street2: string | null;
                                    alpha2Code: string;
                                    zipCode: string;
                                    city: string | null;
                                    state: string | null;
                                    postalCodeId: string | null;
                                    createdAt: string;
                                    updatedAt: string;
                                    isDefault: boolean;
                                } | null;
                                additionalData?: {
                                    postal_zone_id_from: string | null;
                                    postal_zone_id_to: string | null;
                                    zip_code_id_from: string | null;
                                    zip_code_id_to: string | null;
                                    postal_zone_name_from: string | null;
                                    postal_zone_name_to: string | null;
                                    selectedWarehouseId: string | null;
                                    parcelIds: string[];
                                };
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description The request was refused: see messages[].message and field */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
                /** @description Something failed on our side; the request may be retried */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            messages: {
                                error_code: string;
                                message: string;
                                field?: string;
                                remainingMs?: number;
                            }[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
